import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the API reference', () => {
  it('lists every registered API route in the OpenAPI document, with its method', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const missing: string[] = [];
    for (const route of t.app.registeredRoutes) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
      for (const method of ([] as string[]).concat(route.method)) {
        if (method === 'HEAD') continue;
        if (!doc.paths[openApiPath(route.url)]?.[method.toLowerCase()])
          missing.push(`${method} ${route.url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents bodies and answers from the shared schemas', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const create = doc.paths['/api/family-accounts'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('name');
    expect(create.responses['201']).toBeDefined();
    expect(create.summary).toMatch(/Create a family/);
  });

  it('lists the refusals a route declares under it, and the platform ones once', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const claim = doc.paths['/api/wishlist-items/{id}/claims'].post;
    expect(claim.description).toContain(
      "`claim_own_item` (403): You can't claim an item on your own wishlist",
    );
    expect(claim.description).toContain('`claim_exceeds_remaining` (409): Only {remaining} left to claim');
    const join = doc.paths['/api/family-accounts/join/{code}'].post;
    expect(join.description).toContain('`invite_withdrawn` (403): This invitation was withdrawn');
    expect(doc.info.description).toContain('`invalid_field` (400): Invalid {field}');
    expect(doc.info.description).toContain('`not_found` (404): {what} not found');
  });

  it('serves the reference page from this server, without signing in, in local mode', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.js/);
  });

  it('is off in production unless API_DOCS=true', async () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://giftlens.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    };
    const off = await createTestApp(testConfig(production));
    try {
      expect((await off.request({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    const on = await createTestApp(testConfig({ ...production, API_DOCS: 'true' }));
    try {
      expect((await on.request({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  });
});
