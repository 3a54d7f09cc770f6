import { defineError, defineFieldError } from '../errors';

/** What occasions and the family's holidays refuse (issue 30). */

/** An `occasionId` that is not one of the family's occasions (wishlist items and exchanges name one too). */
export const OCCASION_NOT_IN_FAMILY = defineFieldError<{ field: 'occasionId' }>(
  'occasion_not_in_family',
  400,
  () => 'no such occasion in this family',
);

export const OCCASION_EDIT_FORBIDDEN = defineError(
  'occasion_edit_forbidden',
  403,
  () => "You can't change this member's occasions",
);

export const ANNIVERSARY_WITH_SELF = defineFieldError<{ field: 'otherMemberId' }>(
  'anniversary_with_self',
  400,
  () => 'an anniversary is with someone else',
);

export const ANNIVERSARY_MEMBER_UNKNOWN = defineFieldError<{ field: 'otherMemberId'; memberId: number }>(
  'anniversary_member_unknown',
  400,
  () => 'no such member in this family',
);

export const ANNIVERSARY_WITH_CHILD = defineFieldError<{
  field: 'otherMemberId';
  memberId: number;
  name: string;
}>('anniversary_with_child', 400, (p) => `${p.name} is a child`);

/** A member has one birthday. */
export const BIRTHDAY_EXISTS = defineError<{ memberId: number; name: string }>(
  'birthday_exists',
  409,
  (p) => `${p.name} already has a birthday`,
);

export const COUNTRY_UNKNOWN = defineFieldError<{ field: 'country'; country: string }>(
  'country_unknown',
  400,
  (p) => `${p.country} is not a country GiftLens knows`,
);

export const HOLIDAY_UNKNOWN = defineFieldError<{ field: 'enabled'; holiday: string }>(
  'holiday_unknown',
  400,
  (p) => `${p.holiday} is not a holiday of this country`,
);

export const HOLIDAYS_OWNER_ONLY = defineError(
  'holidays_owner_only',
  403,
  () => "Only the family owner can change the family's holidays.",
);
