import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdSheet } from '#common/tracked-ads/ad-sheet/index';
import { memberSignals, trackedAdPhotos, trackedAds } from '../../db/schema';
import { PNG } from '../../test/ad-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * `POST /api/tracked-ads/read-screenshot` (issue 31) on the phone screenshots rendered by
 * scripts/render-ad-sheet-screens.mjs from sheets.json: real Tesseract, real sharp, the real
 * parser. Every field each sheet's `expected` names is asserted.
 */
const FOLDER = path.resolve('src/server/test/ad-sheet-screens');
interface Screen {
  name: string;
  theme: 'light' | 'dark';
  font: string;
  expected: Partial<AdSheet> & { textIncludes?: string[] };
}
const SCREENS: Screen[] = JSON.parse(readFileSync(path.join(FOLDER, 'sheets.json'), 'utf8'));

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn('reader@example.com', { firstName: 'Rita' });
});
afterAll(() => t.close());

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, Blob | string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, value, name === 'image' ? 'Screenshot.png' : 'file');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Reads as the signed-in reader, or as a visitor with `who: null`. */
async function read(fields: Record<string, Blob | string>, who: string | null = cookie) {
  return t.request({
    method: 'POST',
    url: '/api/tracked-ads/read-screenshot',
    ...(who ? { cookie: who } : {}),
    ...(await multipart(fields)),
  });
}

const png = (bytes: Buffer, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

const rowCounts = async () =>
  Promise.all(
    [trackedAds, trackedAdPhotos, memberSignals].map(async (table) => {
      const [row] = await t.database.db.select({ n: count() }).from(table);
      return row?.n;
    }),
  );

describe('reading a screenshot of "Why am I seeing this ad?"', () => {
  it.each(SCREENS.map((s) => [s.name, s] as const))(
    'reads %s and says every part of it',
    async (_, screen) => {
      const res = await read({ image: png(readFileSync(path.join(FOLDER, `${screen.name}.png`))) });
      expect(res.statusCode, res.body).toBe(200);
      const sheet = res.json<AdSheet>();
      const { textIncludes = [], ...expected } = screen.expected;
      for (const [key, value] of Object.entries(expected))
        expect(sheet[key as keyof AdSheet], `${screen.name}: ${key}`).toEqual(value);
      for (const words of textIncludes) expect(sheet.text).toContain(words);
    },
  );

  it('stores nothing: no ad, photo or signal comes of a read', async () => {
    const before = await rowCounts();
    const first = SCREENS[0];
    if (!first) throw new Error('no screens');
    const res = await read({ image: png(readFileSync(path.join(FOLDER, `${first.name}.png`))) });
    expect(res.statusCode).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });

  it('reads a JPEG and a WebP as it reads a PNG', async () => {
    const first = SCREENS[0];
    if (!first) throw new Error('no screens');
    const source = readFileSync(path.join(FOLDER, `${first.name}.png`));
    const asPng = (await read({ image: png(source) })).json<AdSheet>();
    for (const [format, type] of [
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const bytes = await sharp(source).toFormat(format, { quality: 90 }).toBuffer();
      const res = await read({ image: png(bytes, type) });
      expect(res.statusCode, res.body).toBe(200);
      const sheet = res.json<AdSheet>();
      expect({ ...sheet, text: '' }).toEqual({ ...asPng, text: '' });
    }
  });
});

describe('what the reader refuses', () => {
  it('answers 401 to a visitor', async () => {
    const res = await read({ image: png(PNG) }, null);
    expect(res.statusCode).toBe(401);
  });

  it('answers 415 naming the field for a file that is no picture, or one under another name', async () => {
    const bodies: Array<Record<string, Blob>> = [
      { image: new Blob(['%PDF-1.7 not a picture'], { type: 'image/png' }) },
      { photo: png(PNG) },
    ];
    for (const fields of bodies) {
      const res = await read(fields);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'screenshot_not_an_image',
        message: 'image: send a PNG, JPEG or WebP picture',
        params: { field: 'image' },
      });
    }
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/tracked-ads/read-screenshot',
      cookie,
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('screenshot_not_multipart');
  });

  it('answers 413 to a picture over 10 MB, before reading it', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    PNG.copy(big);
    const res = await read({ image: png(big) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'screenshot_too_large',
      params: { maxBytes: 10 * 1024 * 1024 },
    });
  });

  it('answers 422 saying so for a picture without any text, light or dark', async () => {
    for (const background of ['#ffffff', '#18191a']) {
      const blank = await sharp({ create: { width: 1170, height: 2532, channels: 3, background } })
        .png()
        .toBuffer();
      const res = await read({ image: png(blank) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'screenshot_no_text',
        message:
          'No text was found in this picture: take the screenshot of the "Why am I seeing this ad?" sheet itself',
      });
    }
  });
});

describe('the share target without its service worker (POST /share)', () => {
  it('sends the words and the link on to the share page, asks for a picture again, and keeps nothing', async () => {
    const before = await rowCounts();
    // From the phone's share sheet: a cross-site form post, without the app's cookie or origin.
    const body = await multipart({
      title: 'Merino beanie',
      url: 'https://shop.example/beanie',
      image: png(PNG),
      ignored: 'x'.repeat(10),
    });
    const res = await t.request({
      method: 'POST',
      url: '/share',
      payload: body.payload,
      headers: { ...body.headers, origin: 'null' },
    });
    expect(res.statusCode).toBe(303);
    const to = new URL(res.headers.location as string, 'http://localhost');
    expect(to.pathname).toBe('/share');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      title: 'Merino beanie',
      url: 'https://shop.example/beanie',
      picture: 'again',
    });
    expect(await rowCounts()).toEqual(before);
  });
});
