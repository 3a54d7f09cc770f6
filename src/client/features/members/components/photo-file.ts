import { PHOTO_NOT_AN_IMAGE, PHOTO_TOO_LARGE } from '#common/endpoints/platform.errors';
import { MAX_MEMBER_PHOTO_BYTES } from '#common/member-constants';
import { ApiError, refusalOf } from '../../../lib/api';
import { PHOTO_READ_MESSAGE } from '../../../lib/image-file';

export const PHOTO_SAVE_FAILED_MESSAGE = 'Failed to update profile photo. Please try again.';

/**
 * The server's photo refusals (`photo_not_an_image`, `photo_too_large`) are worth showing, in
 * their own words from their parameters; anything else gets a general failure text.
 */
export function photoSaveMessage(err: unknown): string {
  if (refusalOf(err, PHOTO_NOT_AN_IMAGE)) return PHOTO_NOT_AN_IMAGE.message({});
  const tooLarge = refusalOf(err, PHOTO_TOO_LARGE);
  if (tooLarge) return PHOTO_TOO_LARGE.message({ maxBytes: tooLarge.maxBytes ?? MAX_MEMBER_PHOTO_BYTES });
  if (err instanceof Error && !(err instanceof ApiError) && err.message === PHOTO_READ_MESSAGE)
    return PHOTO_READ_MESSAGE;
  return PHOTO_SAVE_FAILED_MESSAGE;
}
