import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { startTestShop, type TestShop } from '../../test/test-shop';
import { copyImage, previewOf, type ResolvedAddress, safeFetch, thumbnailDataUrl } from '.';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const local = { allowPrivate: true } as const;

/** The AppError a promise rejects with, as `{code, message}`. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, message: err.message, params: err.params };
    throw err;
  }
  throw new Error('expected a refusal');
}

const NOT_PUBLIC = {
  code: 'link_not_public',
  message: 'url: that address is not on the public internet',
  params: { field: 'url' },
};
const pathsRequested = () => shop.requests.map((r) => r.path);

/**
 * `shop.example` resolves to a public address, and the connection to that address is made to
 * the local shop instead: the first hop passes the check as a real shop would, so the test can
 * show what happens at the next one.
 */
const PUBLIC_LOOKING = '93.184.215.14';
const publicLookingShop = () => ({
  resolve: async (host: string): Promise<ResolvedAddress[]> =>
    host === 'shop.example'
      ? [{ address: PUBLIC_LOOKING, family: 4 }]
      : [{ address: '127.0.0.1', family: 4 }],
  dialOverride: (checked: ResolvedAddress): ResolvedAddress =>
    checked.address === PUBLIC_LOOKING ? { address: '127.0.0.1', family: 4 } : checked,
});

describe('previewing a product page', () => {
  it('reads title, picture, price and currency from Open Graph', async () => {
    expect(await previewOf(`${shop.origin}/og`, local)).toEqual({
      url: `${shop.origin}/og`,
      title: 'Wooden Train Set & Tracks',
      image: `${shop.origin}/img/product.png`,
      priceCents: 129950,
      currency: 'USD',
    });
    const og = await previewOf(`${shop.origin}/og-price`, local);
    expect([og.title, og.priceCents, og.currency]).toEqual(['Kite', 1250, 'EUR']);
  });

  it('reads a JSON-LD Product inside @graph, taking the first offer of the array with a price', async () => {
    expect(await previewOf(`${shop.origin}/jsonld`, local)).toEqual({
      url: `${shop.origin}/jsonld`,
      title: 'Stacking Rings',
      image: 'https://cdn.example/rings.jpg',
      priceCents: 2490,
      currency: 'GBP',
    });
  });

  it("reads microdata inside a Product item, not its brand's name, and resolves the picture against the page", async () => {
    expect(await previewOf(`${shop.origin}/microdata`, local)).toEqual({
      url: `${shop.origin}/microdata`,
      title: 'Plush Bear',
      image: `${shop.origin}/images/bear.webp`,
      priceCents: 1500,
      currency: 'CAD',
    });
  });

  it('falls back to the <title> of a page that has nothing else', async () => {
    expect(await previewOf(`${shop.origin}/title-only`, local)).toEqual({
      url: `${shop.origin}/title-only`,
      title: 'Just a title',
      image: null,
      priceCents: null,
      currency: null,
    });
  });

  it('reads a gzip-compressed page', async () => {
    expect((await previewOf(`${shop.origin}/gzip`, local)).title).toBe('Wooden Train Set & Tracks');
  });

  it('refuses an answer that is not a web page, and a page that answers with an error', async () => {
    expect(await failure(previewOf(`${shop.origin}/data.json`, local))).toEqual({
      code: 'link_wrong_type',
      message: 'That link is not a web page',
      params: { subject: 'page' },
    });
    expect(await failure(previewOf(`${shop.origin}/missing`, local))).toEqual({
      code: 'link_answered_error',
      message: 'The page could not be reached (it answered 404)',
      params: { subject: 'page', status: 404 },
    });
  });

  it('says the page could not be reached when nothing listens there', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failure(previewOf(`http://127.0.0.1:${port}/`, local))).toEqual({
      code: 'link_unreachable',
      message: 'The page could not be reached',
      params: { subject: 'page' },
    });
  });
});

describe('redirects', () => {
  it('follows a chain of five redirects and answers with the page it ends on', async () => {
    const fetched = await safeFetch(`${shop.origin}/redirect/5`, local);
    expect([fetched.url, fetched.redirects, fetched.status]).toEqual([`${shop.origin}/og`, 5, 200]);
    expect((await previewOf(`${shop.origin}/redirect/3`, local)).title).toBe('Wooden Train Set & Tracks');
  });

  it('refuses a sixth redirect without following it', async () => {
    shop.requests.length = 0;
    expect(await failure(safeFetch(`${shop.origin}/redirect/6`, local))).toEqual({
      code: 'link_too_many_redirects',
      message: 'The page redirected too many times (more than 5)',
      params: { subject: 'page', maxRedirects: 5 },
    });
    expect(pathsRequested()).not.toContain('/og');
    expect(pathsRequested()).toHaveLength(6);
  });

  it('refuses a redirect from a public address to 127.0.0.1 or localhost without connecting there', async () => {
    for (const target of [`http://127.0.0.1:${shop.port}/og`, `http://localhost:${shop.port}/og`]) {
      shop.requests.length = 0;
      const link = `http://shop.example:${shop.port}/to?location=${encodeURIComponent(target)}`;
      expect(await failure(safeFetch(link, publicLookingShop()))).toEqual(NOT_PUBLIC);
      expect(pathsRequested()).toEqual(['/to']);
    }
    // The same public-looking shop is read when it does not redirect anywhere private.
    expect((await previewOf(`http://shop.example:${shop.port}/og`, publicLookingShop())).title).toBe(
      'Wooden Train Set & Tracks',
    );
  });

  it('refuses a redirect to another scheme', async () => {
    const link = `${shop.origin}/to?location=${encodeURIComponent('file:///etc/passwd')}`;
    expect(await failure(safeFetch(link, local))).toEqual({
      code: 'link_scheme_refused',
      message: 'url: only http and https links can be previewed',
      params: { field: 'url' },
    });
  });

  it('sends no cookie, even one a redirect set, and names GiftLens as the agent', async () => {
    shop.requests.length = 0;
    const preview = await previewOf(`${shop.origin}/set-cookie-redirect`, local);
    expect(preview.title).toBe('no cookie');
    const echo = shop.requests.find((r) => r.path === '/echo');
    expect(echo?.headers.cookie).toBeUndefined();
    expect(echo?.headers.authorization).toBeUndefined();
    expect(echo?.headers.referer).toBeUndefined();
    expect(echo?.headers['user-agent']).toMatch(/^GiftLens/);
  });
});

describe('the address check', () => {
  it('refuses loopback, private and metadata addresses, written as IPs or names, without connecting', async () => {
    shop.requests.length = 0;
    for (const link of [
      `${shop.origin}/og`,
      `http://localhost:${shop.port}/og`,
      `http://[::1]:${shop.port}/og`,
      `http://[::ffff:127.0.0.1]:${shop.port}/og`,
      `http://2130706433:${shop.port}/og`,
      `http://0x7f.1:${shop.port}/og`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://100.64.0.1/',
      'http://[fd00::1]/',
    ])
      expect([link, await failure(safeFetch(link))]).toEqual([link, NOT_PUBLIC]);
    expect(pathsRequested()).toEqual([]);
  });

  it('connects to the address it checked, with no second DNS lookup, and keeps the name in the Host header', async () => {
    shop.requests.length = 0;
    // Only the stub knows this name: a second lookup by the system resolver would fail.
    const resolve = async (): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }];
    const fetched = await safeFetch(`http://shop.invalid:${shop.port}/title-only`, { ...local, resolve });
    expect(fetched.status).toBe(200);
    expect(shop.requests.map((r) => r.headers.host)).toEqual([`shop.invalid:${shop.port}`]);
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const resolve = async (): Promise<ResolvedAddress[]> => [
      { address: PUBLIC_LOOKING, family: 4 },
      { address: '::ffff:10.0.0.5', family: 6 },
    ];
    expect(await failure(safeFetch('https://shop.example/item', { resolve }))).toEqual(NOT_PUBLIC);
  });

  it('refuses other schemes and links with a user name', async () => {
    for (const link of ['ftp://example.com/file', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://x/'])
      expect(await failure(safeFetch(link))).toEqual({
        code: 'link_scheme_refused',
        message: 'url: only http and https links can be previewed',
        params: { field: 'url' },
      });
    expect(await failure(safeFetch(`http://user:secret@127.0.0.1:${shop.port}/og`, local))).toEqual({
      code: 'link_has_credentials',
      message: 'url: links with a user name or password cannot be previewed',
      params: { field: 'url' },
    });
  });
});

describe('limits', () => {
  it('gives up on a page that never answers at the deadline', async () => {
    const started = Date.now();
    expect(await failure(safeFetch(`${shop.origin}/hang`, { ...local, timeoutMs: 300 }))).toEqual({
      code: 'link_timeout',
      message: 'The page took too long to answer',
      params: { subject: 'page' },
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('gives up at the deadline on a page that answers at once but sends its body a byte at a time', async () => {
    const started = Date.now();
    expect(await failure(previewOf(`${shop.origin}/drip`, { ...local, timeoutMs: 300 }))).toEqual({
      code: 'link_timeout',
      message: 'The page took too long to answer',
      params: { subject: 'page' },
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('stops reading a page over 2 MB, announced or not', async () => {
    for (const path of ['/huge', '/huge-declared'])
      expect(await failure(previewOf(`${shop.origin}${path}`, local))).toEqual({
        code: 'link_too_large',
        message: 'The page is too large to preview (over 2 MB)',
        params: { subject: 'page', maxBytes: 2 * 1024 * 1024 },
      });
  });
});

describe('copying a product picture', () => {
  it('copies the picture and encodes it again, at most 1600 px a side, and makes a small WebP of it', async () => {
    const copy = await copyImage(`${shop.origin}/img/product.png`, local);
    expect(copy.mime).toBe('image/png');
    const copied = await sharp(copy.data).metadata();
    expect([copied.format, copied.width, copied.height]).toEqual(['png', 1600, 800]);

    const thumbnail = await thumbnailDataUrl(copy);
    expect(thumbnail.startsWith('data:image/webp;base64,')).toBe(true);
    const small = await sharp(Buffer.from(thumbnail.split(',')[1] ?? '', 'base64')).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 320, 160]);
  });

  it('refuses a picture that is not one, whatever its type says, and anything that is not a picture type', async () => {
    expect(await failure(copyImage(`${shop.origin}/img/not-a-picture.png`, local))).toEqual({
      code: 'link_wrong_type',
      message: 'The picture is not a PNG, JPEG, GIF or WebP image',
      params: { subject: 'image' },
    });
    expect(await failure(copyImage(`${shop.origin}/og`, local))).toEqual({
      code: 'link_wrong_type',
      message: 'The picture is not a PNG, JPEG, GIF or WebP image',
      params: { subject: 'image' },
    });
  });

  it('checks the picture address like a page address', async () => {
    expect(await failure(copyImage(`${shop.origin}/img/product.png`))).toEqual(NOT_PUBLIC);
  });
});
