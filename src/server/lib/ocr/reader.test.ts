import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { NotAnImageError, normalizeScreenshot } from './normalize';
import { createOcrReader, OcrBusyError, type OcrReader, OcrTimeoutError } from './reader';

const SCREEN = 'src/server/test/ad-sheet-screens/facebook-older-en-dark-liberation.png';

let reader: OcrReader | undefined;
afterEach(async () => {
  await reader?.close();
  reader = undefined;
});

describe('making a screenshot readable', () => {
  it('turns a dark-mode screenshot into dark letters on light, 1080 px wide', async () => {
    const image = await normalizeScreenshot(readFileSync(SCREEN));
    expect(image).toMatchObject({ format: 'png', width: 1080, inverted: true });
    const { channels } = await sharp(image.png).stats();
    expect(channels[0]?.mean).toBeGreaterThan(128);
  });

  it('enlarges a small picture and leaves a light one as it is', async () => {
    const small = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect(await normalizeScreenshot(small)).toMatchObject({ format: 'webp', width: 720, inverted: false });
  });

  it('refuses what is not a PNG, JPEG or WebP picture', async () => {
    await expect(normalizeScreenshot(Buffer.from('GIF89a not really'))).rejects.toBeInstanceOf(
      NotAnImageError,
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expect(normalizeScreenshot(gif)).rejects.toBeInstanceOf(NotAnImageError);
  });
});

describe('the bounded reader', () => {
  it('reads the text of a screenshot in English', async () => {
    reader = createOcrReader({ concurrency: 1 });
    const image = await normalizeScreenshot(readFileSync(SCREEN));
    const result = await reader.read(image.png, () => null);
    expect(result.language).toBe('en');
    expect(result.text).toContain('LEGO wants to reach');
    expect(result.confidence).toBeGreaterThan(80);
  });

  it('reads one screenshot at a time per slot and refuses at once past the waiting line', async () => {
    reader = createOcrReader({ concurrency: 1, maxWaiting: 1 });
    const image = await normalizeScreenshot(readFileSync(SCREEN));
    const first = reader.read(image.png, () => null);
    const second = reader.read(image.png, () => null);
    await expect(reader.read(image.png, () => null)).rejects.toBeInstanceOf(OcrBusyError);
    expect((await first).text).toBe((await second).text);
  });

  it('gives up on a read past its budget, ends its workers and frees its slot for the next', async () => {
    reader = createOcrReader({ concurrency: 1, maxWaiting: 0, timeoutMs: 1 });
    const image = await normalizeScreenshot(readFileSync(SCREEN));
    await expect(reader.read(image.png, () => null)).rejects.toBeInstanceOf(OcrTimeoutError);
    // Not "busy": the slot came back.
    await expect(reader.read(image.png, () => null)).rejects.toBeInstanceOf(OcrTimeoutError);
  });
});
