import sharp from 'sharp';

/** The formats a screenshot may come in. */
export const SCREENSHOT_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type ScreenshotFormat = (typeof SCREENSHOT_FORMATS)[number];

/** Not a PNG, JPEG or WebP image (or one sharp cannot read). */
export class NotAnImageError extends Error {}

/** Width the text is read at: a phone screenshot's letters stay large, a small one is enlarged. */
const READ_WIDTH = 1080;
const MIN_WIDTH = 720;
/** Below this mean brightness (0-255) the sheet is dark mode: light letters on dark. */
const DARK_BELOW = 110;

export interface NormalizedImage {
  png: Buffer;
  format: ScreenshotFormat;
  width: number;
  height: number;
  /** It was a dark-mode screenshot, inverted before reading. */
  inverted: boolean;
}

/**
 * A screenshot made ready for OCR (sharp): turned upright, scaled so its text is a readable size,
 * greyscale, contrast stretched, and inverted when it was dark mode, so the text is dark on light.
 */
export async function normalizeScreenshot(bytes: Buffer): Promise<NormalizedImage> {
  const meta = await sharp(bytes, { failOn: 'error' })
    .metadata()
    .catch(() => {
      throw new NotAnImageError('not an image');
    });
  const format = meta.format as ScreenshotFormat | undefined;
  if (!format || !(SCREENSHOT_FORMATS as readonly string[]).includes(format) || !meta.width || !meta.height)
    throw new NotAnImageError(`not a PNG, JPEG or WebP image (${meta.format ?? 'unknown'})`);
  const width = meta.width > READ_WIDTH ? READ_WIDTH : meta.width < MIN_WIDTH ? MIN_WIDTH : meta.width;
  const grey = sharp(bytes).rotate().resize({ width, withoutEnlargement: false }).greyscale();
  const stats = await grey.clone().stats();
  const mean = stats.channels[0]?.mean ?? 255;
  const inverted = mean < DARK_BELOW;
  const png = await (inverted ? grey.negate({ alpha: false }) : grey)
    .normalize()
    .png({ compressionLevel: 1 })
    .toBuffer();
  const out = await sharp(png).metadata();
  return { png, format, width: out.width ?? width, height: out.height ?? 0, inverted };
}
