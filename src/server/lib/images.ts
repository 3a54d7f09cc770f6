import sharp from 'sharp';
import { PHOTO_NOT_AN_IMAGE, PHOTO_TOO_LARGE } from '#common/endpoints/platform.errors';
import { MAX_MEMBER_PHOTO_BYTES, PHOTO_DATA_URL_PATTERN } from '#common/members';
import { refusal } from '../errors';

/** Large enough for any phone photo; a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Stored photos are shown as avatars and cards: longer sides beyond this add only bytes. */
const MAX_SIDE = 1600;

export interface StoredImage {
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  data: Buffer;
}

/** The first bytes each accepted type starts with: a renamed file is refused before decoding. */
const SIGNATURES: Record<StoredImage['mime'], (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Decodes an image data URL the body schema already shaped; size is checked before decoding. */
export function decodeImageDataUrl(dataUrl: string, maxBytes = MAX_MEMBER_PHOTO_BYTES): StoredImage {
  const match = PHOTO_DATA_URL_PATTERN.exec(dataUrl);
  const comma = dataUrl.indexOf(',');
  if (!match || comma < 0) throw refusal(PHOTO_NOT_AN_IMAGE);
  const mime = `image/${match[1]}` as StoredImage['mime'];
  const base64 = dataUrl.slice(comma + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > maxBytes) {
    throw refusal(PHOTO_TOO_LARGE, { maxBytes });
  }
  const data = Buffer.from(base64, 'base64');
  if (!SIGNATURES[mime](data)) throw refusal(PHOTO_NOT_AN_IMAGE);
  return { mime, data };
}

/**
 * Fully decodes the image and encodes it again in its own format: whatever followed the image
 * data (HTML, a script) is gone, the EXIF block with a family's home location is dropped
 * (orientation applied first), and oversized pictures shrink. Runs on libuv's thread pool,
 * not the event loop. Anything that does not decode is 'Please select an image file.'
 */
export async function reencodeImage(image: StoredImage): Promise<StoredImage> {
  const animated = image.mime === 'image/gif' || image.mime === 'image/webp';
  try {
    const pipeline = sharp(image.data, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      image.mime === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : image.mime === 'image/jpeg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : image.mime === 'image/gif'
            ? pipeline.gif()
            : pipeline.webp({ quality: 85 });
    return { mime: image.mime, data: await encoded.toBuffer() };
  } catch {
    throw refusal(PHOTO_NOT_AN_IMAGE);
  }
}

/** A data URL in, clean image bytes out (see reencodeImage). */
export async function imageFromDataUrl(dataUrl: string, maxBytes?: number): Promise<StoredImage> {
  return reencodeImage(decodeImageDataUrl(dataUrl, maxBytes));
}
