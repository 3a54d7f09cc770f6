import sharp from 'sharp';
import { LINK_PICTURE_UNREADABLE } from '#common/endpoints/link-preview.errors';
import { refusal } from '../../errors';
import { reencodeImage, type StoredImage } from '../images';
import { decodeHtml, extractMetadata, type PageMetadata } from './metadata';
import { fetchErrors, type SafeFetchOptions, safeFetch } from './safe-fetch';

/** What the caller may set; the rest (scheme, address check, redirects) is not negotiable. */
export type LinkPreviewOptions = Pick<
  SafeFetchOptions,
  'allowPrivate' | 'timeoutMs' | 'maxBytes' | 'resolve' | 'dialOverride'
>;

export interface LinkPreview extends PageMetadata {
  /** The page that answered, after redirects. */
  url: string;
}

const PAGE_TYPES = ['text/html', 'application/xhtml+xml'] as const;
/** The picture types lib/images re-encodes (`image/jpg` is a common misspelling of JPEG). */
const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/gif',
  'image/webp',
] as const;
/** The largest picture copied. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The longest side of the thumbnail the Add Item dialog shows. */
export const THUMBNAIL_SIDE = 320;
const THUMBNAIL_MAX_PIXELS = 50_000_000;

/** Reads a product page (through safeFetch) and what it says about itself. */
export async function previewOf(url: string, options: LinkPreviewOptions = {}): Promise<LinkPreview> {
  const page = await safeFetch(url, { ...options, subject: 'page', contentTypes: PAGE_TYPES });
  const metadata = await extractMetadata(decodeHtml(page.body, page.charset), page.url);
  return { url: page.url, ...metadata };
}

/** The type the bytes are, whatever the server called them: only these four are decoded. */
export function sniffImageType(data: Buffer): StoredImage['mime'] | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (['GIF87a', 'GIF89a'].includes(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

const unreadableImage = () => refusal(LINK_PICTURE_UNREADABLE);

/**
 * Copies a product picture so GiftLens never hotlinks it: fetched through safeFetch (same
 * address checks, image types only, 5 MB at most), then decoded and encoded again by sharp
 * (lib/images: metadata dropped, at most 1600 px a side), in its own format.
 */
export async function copyImage(imageUrl: string, options: LinkPreviewOptions = {}): Promise<StoredImage> {
  const fetched = await safeFetch(imageUrl, {
    ...options,
    maxBytes: options.maxBytes ?? MAX_IMAGE_BYTES,
    subject: 'image',
    accept: 'image/webp,image/png,image/jpeg,image/gif;q=0.9',
    contentTypes: IMAGE_TYPES,
  });
  const mime = sniffImageType(fetched.body);
  if (!mime) throw fetchErrors.type('image');
  try {
    return await reencodeImage({ mime, data: fetched.body });
  } catch {
    throw unreadableImage();
  }
}

/** A small WebP of the picture (its first frame) as a data URL, for the browser to show as is. */
export async function thumbnailDataUrl(image: StoredImage, side = THUMBNAIL_SIDE): Promise<string> {
  try {
    const data = await sharp(image.data, { limitInputPixels: THUMBNAIL_MAX_PIXELS, failOn: 'error' })
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return `data:image/webp;base64,${data.toString('base64')}`;
  } catch {
    throw unreadableImage();
  }
}
