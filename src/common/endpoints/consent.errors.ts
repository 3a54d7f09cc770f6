import { defineError } from '../errors';

/** What the cookie choices and the interests a browser sends refuse (issue 30). */

export const INTEREST_TRACKING_NOT_OWN = defineError(
  'interest_tracking_not_own',
  403,
  () => 'Interest tracking is only for your own profile',
);

export const PERSONALIZATION_CONSENT_REQUIRED = defineError(
  'personalization_consent_required',
  403,
  () => 'Personalization cookies are off, so nothing was tracked',
);
