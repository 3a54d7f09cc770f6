import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  SCREENSHOT_BUSY,
  SCREENSHOT_NO_TEXT,
  SCREENSHOT_NOT_AN_IMAGE,
  SCREENSHOT_NOT_MULTIPART,
  SCREENSHOT_TOO_LARGE,
  SCREENSHOT_TOO_SLOW,
} from '#common/endpoints/screenshots.errors';
import { trackedAdsApi } from '#common/endpoints/tracked-ads';
import { type AdSheet, parseAdSheet } from '#common/tracked-ads/ad-sheet/index';
import { refusal } from '../../errors';
import type { FeatureDeps } from '../../lib/feature';
import { UPLOAD_LIMIT } from '../../lib/limits';
import {
  createOcrReader,
  NotAnImageError,
  normalizeScreenshot,
  OcrBusyError,
  type OcrLanguage,
  type OcrReader,
  OcrTimeoutError,
} from '../../lib/ocr';
import { route } from '../../lib/route';

/** A phone screenshot is ~1-3 MB; 10 MB leaves room for a large one, and no more. */
export const SCREENSHOT_MAX_BYTES = 10 * 1024 * 1024;

/** Letters, in any of the sheets' languages: a picture without any says nothing. */
const HAS_WORDS = /\p{L}{2,}/u;

/**
 * `POST /api/tracked-ads/read-screenshot` (issue 31): one picture of a "Why am I seeing this ad?"
 * sheet in, what it says out, nothing stored. The picture is made readable with sharp, read by
 * Tesseract on worker threads (at most a few at once per server, the rest wait), and the text
 * parsed by the sheet parser the client also uses for pasted text.
 */
export async function screenshotRoutes(
  app: FastifyInstance,
  deps: FeatureDeps,
  reader: OcrReader = createOcrReader(),
) {
  app.addHook('onClose', () => reader.close());
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: SCREENSHOT_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 50 },
    });
    route(
      scope,
      trackedAdsApi.readScreenshot,
      async ({ request }) => {
        if (!request.isMultipart()) throw refusal(SCREENSHOT_NOT_MULTIPART);
        const part = await request.file();
        if (part?.fieldname !== 'image') {
          part?.file.resume();
          throw refusal(SCREENSHOT_NOT_AN_IMAGE, { field: 'image' });
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw refusal(SCREENSHOT_TOO_LARGE, { maxBytes: SCREENSHOT_MAX_BYTES });
          throw err;
        }
        const image = await normalizeScreenshot(bytes).catch((err: unknown) => {
          throw err instanceof NotAnImageError ? refusal(SCREENSHOT_NOT_AN_IMAGE, { field: 'image' }) : err;
        });
        const read = await reader
          .read(image.png, (text) => parseAdSheet(text).language as OcrLanguage | null)
          .catch((err: unknown) => {
            if (err instanceof OcrBusyError) throw refusal(SCREENSHOT_BUSY, { retryAfterSeconds: 10 });
            if (err instanceof OcrTimeoutError) throw refusal(SCREENSHOT_TOO_SLOW);
            throw err;
          });
        if (!HAS_WORDS.test(read.text)) throw refusal(SCREENSHOT_NO_TEXT);
        const sheet: AdSheet = parseAdSheet(read.text);
        request.log.info(
          {
            code: 'screenshot_read',
            language: sheet.language,
            platform: sheet.platform,
            inverted: image.inverted,
          },
          'screenshot read',
        );
        return sheet;
      },
      {
        bodyLimit: SCREENSHOT_MAX_BYTES + 256 * 1024,
        rateLimit: UPLOAD_LIMIT,
        onRequest: [deps.uploads.hook],
      },
    );
    // The share target without its service worker (public/sw.js takes it when installed): the
    // words and the link go on to the share page; nothing is kept, no picture is read here.
    route(
      scope,
      trackedAdsApi.shareTarget,
      async ({ request, reply }) => {
        const params = new URLSearchParams();
        let lostPicture = false;
        if (request.isMultipart()) {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              lostPicture = true;
              part.file.resume();
            } else if (['title', 'text', 'url'].includes(part.fieldname) && typeof part.value === 'string') {
              if (part.value.trim()) params.set(part.fieldname, part.value.slice(0, 4000));
            }
          }
        }
        if (lostPicture) params.set('picture', 'again');
        return reply.redirect(`/share?${params}`, 303);
      },
      { csrf: false, bodyLimit: SCREENSHOT_MAX_BYTES + 256 * 1024, rateLimit: UPLOAD_LIMIT },
    );
  });
}
