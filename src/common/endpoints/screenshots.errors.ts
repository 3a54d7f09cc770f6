import { defineError, defineFieldError } from '../errors';

/** What reading a screenshot of an ad's "Why am I seeing this ad?" sheet can refuse (issue 31). */
export const SCREENSHOT_NOT_MULTIPART = defineError(
  'screenshot_not_multipart',
  415,
  () => 'Send the screenshot as multipart/form-data, in one field named image',
);
export const SCREENSHOT_NOT_AN_IMAGE = defineFieldError<{ field: 'image' }>(
  'screenshot_not_an_image',
  415,
  () => 'send a PNG, JPEG or WebP picture',
);
export const SCREENSHOT_TOO_LARGE = defineError<{ maxBytes: number }>(
  'screenshot_too_large',
  413,
  (p) => `The picture is too large: at most ${Math.round(p.maxBytes / (1024 * 1024))} MB`,
);
export const SCREENSHOT_NO_TEXT = defineError(
  'screenshot_no_text',
  422,
  () =>
    'No text was found in this picture: take the screenshot of the "Why am I seeing this ad?" sheet itself',
);
export const SCREENSHOT_BUSY = defineError<{ retryAfterSeconds: number }>(
  'screenshot_busy',
  503,
  (p) => `Many screenshots are being read right now: try again in ${p.retryAfterSeconds} seconds`,
);
export const SCREENSHOT_TOO_SLOW = defineError(
  'screenshot_too_slow',
  422,
  () => 'This picture took too long to read: crop it to the sheet and try again',
);

export const SCREENSHOT_ERRORS = [
  SCREENSHOT_NOT_MULTIPART,
  SCREENSHOT_NOT_AN_IMAGE,
  SCREENSHOT_TOO_LARGE,
  SCREENSHOT_NO_TEXT,
  SCREENSHOT_BUSY,
  SCREENSHOT_TOO_SLOW,
] as const;
