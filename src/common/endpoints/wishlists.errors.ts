import { defineError, defineFieldError } from '../errors';

/** What wishlists, claims and group gifts refuse (issue 30). */

export const WISHLIST_EDIT_FORBIDDEN = defineError(
  'wishlist_edit_forbidden',
  403,
  () => "You can't change this member's wishlist",
);

export const WISHLIST_FULL = defineError<{ maxItems: number }>(
  'wishlist_full',
  409,
  (p) => `A wishlist holds at most ${p.maxItems} items`,
);

/** An item with only a link, on a server that reads no links. */
export const WISHLIST_TITLE_REQUIRED = defineFieldError<{ field: 'title' }>(
  'wishlist_title_required',
  400,
  () => 'give a title (links cannot be read on this server)',
);

/** An item with only a link whose page names no product. */
export const WISHLIST_PAGE_UNTITLED = defineFieldError<{ field: 'title' }>(
  'wishlist_page_untitled',
  400,
  () => 'the page names no product; type a title',
);

export const CLAIM_OWN_ITEM = defineError(
  'claim_own_item',
  403,
  () => "You can't claim an item on your own wishlist",
);

export const ITEM_ALREADY_CLAIMED = defineError(
  'item_already_claimed',
  409,
  () => 'Someone else has already claimed this item',
);

export const CLAIM_EXCEEDS_REMAINING = defineError<{ remaining: number }>(
  'claim_exceeds_remaining',
  409,
  (p) => `Only ${p.remaining} left to claim`,
);

export const GROUP_GIFT_NEEDS_CLAIM = defineError(
  'group_gift_needs_claim',
  403,
  () => 'Claim the item first: the one who claims it starts the group gift',
);

export const GROUP_TARGET_BELOW_PLEDGED = defineFieldError<{ field: 'targetCents'; pledgedCents: number }>(
  'group_target_below_pledged',
  400,
  (p) => `${p.pledgedCents} cents are already pledged`,
);

export const NOT_A_GROUP_GIFT = defineError(
  'not_a_group_gift',
  409,
  () => 'This item is not a group gift yet',
);

export const PLEDGE_EXCEEDS_REMAINING = defineFieldError<{ field: 'amountCents'; remainingCents: number }>(
  'pledge_exceeds_remaining',
  400,
  (p) => `at most ${p.remainingCents} cents are left to reach the target`,
);
