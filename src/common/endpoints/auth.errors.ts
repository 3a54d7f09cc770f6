import { defineError } from '../errors';

/** What connecting and disconnecting sign-ins refuse (issue 30). */

export const NO_PENDING_SIGN_IN = defineError(
  'no_pending_sign_in',
  400,
  () => 'No sign-in is waiting to be connected. Please sign in again.',
);

export const SIGN_IN_TAKEN = defineError(
  'sign_in_taken',
  409,
  () => 'That sign-in is already connected to another GiftLens account.',
);

export const LAST_SIGN_IN = defineError(
  'last_sign_in',
  409,
  () => 'You need at least one authentication method to access your account.',
);
