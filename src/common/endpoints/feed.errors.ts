import { defineError } from '../errors';

/** What the feed refuses (issue 30); its page cursor is the platform's (`cursor_invalid`). */

export const FEED_PRIVATE = defineError(
  'feed_private',
  403,
  () => "This member's feed is private: only those who may see their interests see it",
);
