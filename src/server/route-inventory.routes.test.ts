import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_RECORD_KINDS, MEMBER_RECORDS } from '#common/records';
import type { Sample } from './test/inventory/define';
import { featureOf, inventoryFileOf, SAMPLES, type Seed, seedFamily } from './test/inventory/inventories';
import {
  apiRoutes,
  type InventoryRoute,
  isPublic,
  keyOf,
  requestFor as request,
  sampleFor as sampleOf,
} from './test/inventory/requests';
import { snapshotData } from './test/inventory/snapshot';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Every route the app registers, present and future, is checked here: a feature is covered
 * the day it registers a route. Anonymous callers get 401 unless the route is public; a
 * signed-in outsider asking for a family's data gets 404 and changes nothing; a NUL in any
 * text is a 400 naming the field. (Malformed input of every other kind:
 * route-inventory.bad-input.routes.test.ts.)
 */
let t: TestApp;
let seed: Seed;
let routes: InventoryRoute[];

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedFamily(t);
  routes = apiRoutes(t);
});
afterAll(() => t.close());

const hasParams = (url: string) => url.includes(':');
const sampleFor = (r: { method: string; url: string }) => sampleOf(r, seed);
const requestFor = (r: { method: string; url: string }, sample: Sample | undefined, cookie?: string) =>
  request(t, r, sample, cookie);

describe('the route inventory', () => {
  it('finds the routes of every feature', () => {
    const urls = new Set(routes.map((r) => r.url));
    for (const url of ['/api/health', '/api/auth/user', '/api/family-accounts', '/api/family-members/:id']) {
      expect(urls.has(url), url).toBe(true);
    }
  });

  it('has one of every kind of member record, and every route naming one answers outsiders 404', async () => {
    expect(
      Object.keys(seed.records).sort(),
      "each kind's feature seeds one and names it in its inventory's `records`",
    ).toEqual([...MEMBER_RECORD_KINDS].sort());
    for (const kind of MEMBER_RECORD_KINDS) {
      const id = seed.records[kind];
      // Each kind's routes by id are sampled with the seeded record (its feature's <name>.inventory.ts).
      const path = MEMBER_RECORDS[kind].path;
      const named = routes.filter((r) => r.url === path || r.url.startsWith(`${path}/`));
      expect(named.length, kind).toBeGreaterThan(0);
      for (const r of named) expect(Object.values(sampleFor(r)?.params ?? {}), keyOf(r)).toContain(id);
      for (const r of named) {
        const res = await requestFor(r, sampleFor(r), seed.outsider);
        expect(res.statusCode, `${keyOf(r)} as an outsider`).toBe(404);
        expect(res.json<{ message: string }>().message, keyOf(r)).toBe(
          `${MEMBER_RECORDS[kind].label} not found`,
        );
      }
    }
  });

  it('has a sample request for every route with a path parameter', () => {
    const where = (key: string) => {
      const feature = featureOf(key);
      return feature ? inventoryFileOf(feature) : 'the inventory of the feature registering it';
    };
    const missing = routes
      .filter((r) => hasParams(r.url) && !SAMPLES[keyOf(r)])
      .map((r) => `${keyOf(r)}: add a sample to ${where(keyOf(r))}`);
    expect(missing, 'routes without a sample').toEqual([]);
    // A sample names a route its own feature registers: no sample is left behind by a renamed route.
    const registered = new Set(routes.map(keyOf));
    const strays = Object.entries(SAMPLES)
      .filter(([key, { feature }]) => !registered.has(key) || (featureOf(key) ?? feature) !== feature)
      .map(([key, { feature }]) =>
        registered.has(key)
          ? `${key}: in ${inventoryFileOf(feature)}, belongs in ${where(key)}`
          : `${key}: no such route (${inventoryFileOf(feature)})`,
      );
    expect(strays, "samples of no route, or in another feature's inventory").toEqual([]);
  });

  it('answers 401 to anonymous callers on every route that is not declared public', async () => {
    const publicRoutes: string[] = [];
    for (const r of routes) {
      const res = await requestFor(r, sampleFor(r));
      if (isPublic(r.options)) {
        publicRoutes.push(keyOf(r));
        expect(res.statusCode, `${keyOf(r)} is public`).not.toBe(401);
        expect(res.statusCode, `${keyOf(r)} ${res.body}`).toBeLessThan(500);
      } else {
        expect(res.statusCode, keyOf(r)).toBe(401);
        expect(res.json(), keyOf(r)).toEqual({
          code: 'unauthorized',
          message: 'Please sign in to continue.',
        });
      }
    }
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/health/ready',
        'GET /api/auth/config',
        'GET /api/auth/google',
        'GET /api/auth/google/callback',
        'GET /api/auth/facebook',
        'GET /api/auth/facebook/callback',
        'GET /api/auth/logout',
        'POST /api/auth/dev-login',
        'POST /api/auth/demo',
        'GET /api/family-accounts/join/:code',
        'GET /api/auth/pending-link',
        'POST /api/auth/unify-account',
        'POST /api/auth/facebook/data-deletion',
        'GET /api/data-deletion/:code',
        'GET /api/site-info',
        'GET /api/calendar/:token',
        'GET /api/reminders/unsubscribe/:token',
        'POST /api/reminders/unsubscribe/:token',
        'POST /share',
      ].sort(),
    );
  });

  it('answers 404 to a signed-in outsider on every route naming a family or member, changing nothing', async () => {
    const checked: string[] = [];
    for (const r of routes) {
      const sample = sampleFor(r);
      if (!sample?.outsider) continue;
      const before = await snapshotData(t.database.db);
      const res = await requestFor(r, sample, seed.outsider);
      expect(res.statusCode, `${keyOf(r)}: ${res.body}`).toBe(404);
      expect(res.json().code, keyOf(r)).toBe('not_found');
      expect(await snapshotData(t.database.db), `${keyOf(r)} changed data`).toBe(before);
      checked.push(keyOf(r));
    }
    expect(checked.length).toBeGreaterThan(20);
  });

  it('answers 400 naming the field to a NUL character in any text sent, and stores nothing', async () => {
    for (const r of routes) {
      const sample = sampleFor(r);
      const body = sample?.body as Record<string, unknown> | undefined;
      const field = body && Object.keys(body).find((key) => typeof body[key] === 'string');
      if (!field || !body) continue;
      const before = await snapshotData(t.database.db);
      const poisoned = { ...sample, outsider: false, body: { ...body, [field]: `before\u0000after` } };
      const res = await requestFor(r, poisoned, seed.owner);
      expect(res.statusCode, `${keyOf(r)}: ${res.body}`).toBe(400);
      expect(res.json().message, keyOf(r)).toContain(field);
      expect(res.json().message, keyOf(r)).toContain('NUL');
      expect(await snapshotData(t.database.db)).toBe(before);
    }
  });
});
