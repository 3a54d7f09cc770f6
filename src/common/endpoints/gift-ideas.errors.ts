import { defineError, defineFieldError } from '../errors';

/** What gift ideas refuse (issue 30). */

export const GIFT_IDEAS_PRIVATE = defineError(
  'gift_ideas_private',
  403,
  () => 'This member keeps their gift ideas private',
);

/** Surprise protection: the member an idea is for never marks it. */
export const GIFT_MARK_OWN = defineError(
  'gift_mark_own',
  403,
  () => 'Gift ideas for yourself cannot be marked: their status stays a surprise',
);

export const GIFT_APPROVE_OWNER_ONLY = defineError(
  'gift_approve_owner_only',
  403,
  () => 'Only the family owner can approve purchases',
);

export const GIFT_PURCHASE_NOT_PENDING = defineError(
  'gift_purchase_not_pending',
  409,
  () => 'No purchase of this idea is waiting for approval',
);

export const GIFT_DELETE_FORBIDDEN = defineError(
  'gift_delete_forbidden',
  403,
  () => 'Only family members who may mark these ideas can delete them',
);

/** What a member made for themself is theirs (decision 0034). */
export const GIFT_DELETE_MEMBERS_OWN = defineError(
  'gift_delete_members_own',
  403,
  () => 'This idea was made by the member for themself: only they can delete it',
);

export const GIFT_OCCASION_NOT_MEMBERS = defineFieldError<{
  field: 'occasionId';
  occasionId: number;
  name: string;
}>('gift_occasion_not_members', 400, (p) => `${p.occasionId} is not an occasion of ${p.name}`);

/** Saving a shop's page as an idea a second time (issue 31). */
export const GIFT_IDEA_EXISTS = defineError<{ title: string; name: string }>(
  'gift_idea_exists',
  409,
  (p) => `"${p.title}" is already among the ideas for ${p.name}`,
);

/** A page that says no title, and none given. */
export const GIFT_IDEA_PAGE_UNTITLED = defineFieldError<{ field: 'title' }>(
  'gift_idea_page_untitled',
  400,
  () => 'the page gives no title: type one',
);
