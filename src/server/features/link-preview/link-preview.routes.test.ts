import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkPreviewApi } from '#common/endpoints/link-preview';
import { ConfigError, loadConfig } from '../../config';
import { registerAuthGuard } from '../../plugins/auth-guard';
import { registerErrorHandler } from '../../plugins/error-handler';
import { testConfig } from '../../test/test-app';
import { startTestShop, type TestShop } from '../../test/test-shop';
import { linkPreviewRoutes } from './link-preview.routes';

/**
 * The feature on a Fastify of its own, with the app's error handler, rate limits and auth guard;
 * `x-test-user` stands in for a session. (Once the feature is listed in app.ts, the route
 * inventory checks it inside the whole app as well.)
 */
async function previewApp(env: Record<string, string>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(rateLimit, { global: false });
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const id = Number(request.headers['x-test-user']);
    if (id) request.user = { id, firstName: null, lastName: null, email: null, profileImageUrl: null };
  });
  registerAuthGuard(app);
  await app.register(async (scope) => linkPreviewRoutes(scope, { config: testConfig(env) }));
  await app.ready();
  return app;
}

let shop: TestShop;
let localApp: FastifyInstance;
let publicOnlyApp: FastifyInstance;
let users = 0;

beforeAll(async () => {
  shop = await startTestShop();
  localApp = await previewApp({ LINK_PREVIEW_ALLOW_PRIVATE: 'true' });
  publicOnlyApp = await previewApp({});
});
afterAll(async () => {
  await localApp.close();
  await publicOnlyApp.close();
  await shop.close();
});

const preview = (app: FastifyInstance, url: unknown, user: number | null = ++users) =>
  app.inject({
    method: linkPreviewApi.preview.method,
    url: linkPreviewApi.preview.path,
    payload: { url },
    headers: user ? { 'x-test-user': String(user) } : {},
  });

describe('POST /api/link-preview', () => {
  it("answers a product page's title, price and a small WebP copy of its picture", async () => {
    const res = await preview(localApp, `${shop.origin}/og`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect({ ...body, image: undefined }).toEqual({
      url: `${shop.origin}/og`,
      title: 'Wooden Train Set & Tracks',
      priceCents: 129950,
      currency: 'USD',
    });
    expect(body.image).toMatch(/^data:image\/webp;base64,/);
    const thumbnail = await sharp(Buffer.from(body.image.split(',')[1], 'base64')).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 320, 160]);
  });

  it('leaves the picture out when it cannot be copied, and still answers the rest', async () => {
    const res = await preview(localApp, `${shop.origin}/microdata`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Plush Bear', priceCents: 1500, currency: 'CAD', image: null });
  });

  it('refuses a private address unless LINK_PREVIEW_ALLOW_PRIVATE is set, without fetching it', async () => {
    shop.requests.length = 0;
    const res = await preview(publicOnlyApp, `${shop.origin}/og`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'link_not_public',
      message: 'url: that address is not on the public internet',
      params: { field: 'url' },
    });
    expect(shop.requests).toEqual([]);
  });

  it('answers 422 with the reason when the page is too large', async () => {
    const res = await preview(localApp, `${shop.origin}/huge`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'link_too_large',
      message: 'The page is too large to preview (over 2 MB)',
      params: { subject: 'page', maxBytes: 2 * 1024 * 1024 },
    });
  });

  it('refuses links that are not http(s), too long or missing, naming the field', async () => {
    for (const url of ['ftp://example.com/', 'javascript:alert(1)', 'not a link']) {
      const res = await preview(localApp, url);
      expect([url, res.statusCode, res.json().message]).toEqual([
        url,
        400,
        'Invalid url: must be an http or https link',
      ]);
    }
    const long = await preview(localApp, `https://shop.example/${'a'.repeat(2000)}`);
    expect([long.statusCode, long.json().message]).toEqual([
      400,
      'Invalid url: must be at most 2000 characters',
    ]);
    expect((await preview(localApp, undefined)).statusCode).toBe(400);
  });

  it('answers 401 to visitors', async () => {
    const res = await preview(localApp, `${shop.origin}/og`, null);
    expect(res.statusCode).toBe(401);
  });

  it('allows one user 30 previews a minute, apart from other users', async () => {
    const user = ++users;
    for (let i = 0; i < 30; i++) expect((await preview(localApp, 'ftp://x/', user)).statusCode).toBe(400);
    const refused = await preview(localApp, 'ftp://x/', user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect((await preview(localApp, 'ftp://x/')).statusCode).toBe(400);
  });
});

describe('LINK_PREVIEW_ALLOW_PRIVATE', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://giftlens.example',
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
  };

  it('is off unless set, and refused at start-up in production', () => {
    expect(loadConfig(production).linkPreview.allowPrivate).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', LINK_PREVIEW_ALLOW_PRIVATE: 'true' }).linkPreview.allowPrivate,
    ).toBe(true);
    expect(() => loadConfig({ ...production, LINK_PREVIEW_ALLOW_PRIVATE: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, LINK_PREVIEW_ALLOW_PRIVATE: 'true' })).toThrow(
      /LINK_PREVIEW_ALLOW_PRIVATE must not be true in production/,
    );
  });
});
