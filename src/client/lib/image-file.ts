import { MAX_MEMBER_PHOTO_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '#common/member-constants';

export const PHOTO_READ_MESSAGE = 'Failed to read the image file.';

/** An image type and at most 5 MB; returns the toast to show, if any. */
export function photoFileProblem(file: File): { title: string; message: string } | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid file', message: PHOTO_TYPE_MESSAGE };
  if (file.size > MAX_MEMBER_PHOTO_BYTES) return { title: 'File too large', message: PHOTO_SIZE_MESSAGE };
  return null;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
