import { defineError, defineFieldError } from '../errors';

/** What gift exchanges refuse (issue 30). */

/** The exclusions leave no draw in which nobody gives to someone they are kept from. */
export const EXCHANGE_NO_DRAW = defineFieldError<{ field: 'exclusions' }>(
  'exchange_no_draw',
  400,
  () =>
    'No draw is possible with these exclusions: everyone would have to give to someone they are kept from',
);

export const EXCHANGE_PARTICIPANT_UNKNOWN = defineFieldError<{
  field: 'participantMemberIds';
  memberId: number;
}>('exchange_participant_unknown', 400, (p) => `${p.memberId} is not a member of this family`);

export const EXCHANGE_PARTICIPANT_WITHOUT_ACCOUNT = defineFieldError<{
  field: 'participantMemberIds';
  memberId: number;
  name: string;
}>('exchange_participant_without_account', 400, (p) => `${p.name} has no account, so could not open a match`);

export const EXCHANGE_START_OWNER_ONLY = defineError(
  'exchange_start_owner_only',
  403,
  () => 'Only the family owner can start a gift exchange.',
);

export const EXCHANGE_NOT_PARTICIPANT = defineError(
  'exchange_not_participant',
  403,
  () => 'You are not taking part in this exchange',
);

export const EXCHANGE_REDRAW_OWNER_ONLY = defineError(
  'exchange_redraw_owner_only',
  403,
  () => 'Only the family owner can redraw the exchange.',
);

export const EXCHANGE_REVEALED = defineError(
  'exchange_revealed',
  409,
  () => 'The draw was revealed: it stays as everyone has seen it',
);

export const EXCHANGE_MATCH_OPENED = defineError(
  'exchange_match_opened',
  409,
  () => 'Someone has already opened their match, so the draw stays as it is',
);

export const EXCHANGE_END_OWNER_ONLY = defineError(
  'exchange_end_owner_only',
  403,
  () => 'Only the family owner can end the exchange.',
);
