import { PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '#common/member-constants';
import { PHOTO_READ_MESSAGE } from '../../../lib/image-file';

export const PHOTO_SAVE_FAILED_MESSAGE = 'Failed to update profile photo. Please try again.';

/**
 * API errors read `status: message`. The server's own photo messages are worth showing;
 * anything else gets a general failure text.
 */
export function photoSaveMessage(err: unknown): string {
  const text = err instanceof Error ? err.message.replace(/^\d+: /, '') : '';
  return [PHOTO_TYPE_MESSAGE, PHOTO_SIZE_MESSAGE, PHOTO_READ_MESSAGE].includes(text)
    ? text
    : PHOTO_SAVE_FAILED_MESSAGE;
}
