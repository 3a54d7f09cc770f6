import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURROGATE_MESSAGE } from '#common/api/fields';
import { MAX_JSON_DEPTH } from './plugins/json-body';
import type { Sample } from './test/inventory/define';
import type { Seed } from './test/inventory/inventories';
import {
  apiRoutes,
  type InventoryRoute,
  keyOf,
  requestFor,
  sampleFor,
  urlFor,
} from './test/inventory/requests';
import { snapshotData } from './test/inventory/snapshot';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Malformed input on every route, present and future: JSON nested beyond any request's need,
 * text PostgreSQL cannot hold (a lone surrogate), ids no PostgreSQL integer can be. Each is a
 * 400 naming what is wrong, before any handler runs, so nothing changes. The input is refused
 * before any row is looked up, so the samples need ids of the right form only, not real rows.
 */
let t: TestApp;
let routes: InventoryRoute[];
const SEED = {
  family: { id: 1, inviteCode: 'INV-ABCDEFGHJ' },
  outsiderFamily: { id: 2 },
  memberRecordId: 1,
  relativeId: 1,
  childId: 1,
  ownerProviderId: 1,
  adId: 1,
  feedAdId: 1,
  impressionId: 1,
  giftIdeaId: 1,
  importId: 1,
} as unknown as Seed;

/** Signed-in callers, taken in turn so no account's write budget (120 a minute) runs out. */
const callers: string[] = [];
let uses = 0;
const caller = () => callers[Math.floor(uses++ / 100) % callers.length] as string;

beforeAll(async () => {
  t = await createTestApp();
  routes = apiRoutes(t);
  for (let i = 0; i < 8; i++)
    callers.push(await t.signIn(`bad-input-${i}@example.com`, { firstName: 'Bea' }));
});
afterAll(() => t.close());

const withBody = (r: InventoryRoute) => r.method !== 'GET';
const MAX_INT = 2_147_483_647;

async function expectRefused(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  return res.json() as { code: string; message: string };
}

describe('malformed input on every route', () => {
  it('answers 400 naming the body to JSON nested 20,000 (or 400) deep, on every route taking a body, changing nothing', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const checked: string[] = [];
    const before = await snapshotData(t.database.db);
    for (const r of routes.filter(withBody)) {
      for (const payload of [nested(20_000), nested(400)]) {
        const res = await t.request({
          method: r.method as 'POST',
          url: urlFor(r, sampleFor(r, SEED)),
          cookie: caller(),
          headers: { 'content-type': 'application/json' },
          payload,
        });
        // A route taking only small bodies refuses the big one by its size first: also a clear 4xx.
        if ((r.options.bodyLimit ?? Number.POSITIVE_INFINITY) < payload.length) {
          expect(res.statusCode, keyOf(r)).toBe(413);
          continue;
        }
        const body = await expectRefused(res, keyOf(r));
        expect(body, keyOf(r)).toEqual({
          code: 'json_too_deep',
          message: `Invalid body: JSON nested more than ${MAX_JSON_DEPTH} levels deep`,
          params: { maxDepth: MAX_JSON_DEPTH },
        });
      }
      checked.push(keyOf(r));
    }
    expect(checked.length).toBeGreaterThan(40);
    expect(checked).toContain('POST /api/auth/dev-login');
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('still takes bodies nested as deep as real requests are', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/consent',
      cookie: caller(),
      payload: { analytics: false, personalization: false, marketing: false },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 400 naming the field to a lone surrogate in any text of any body, storing nothing', async () => {
    let checked = 0;
    const before = await snapshotData(t.database.db);
    for (const r of routes.filter(withBody)) {
      const sample = sampleFor(r, SEED);
      const body = sample?.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object') continue;
      for (const field of Object.keys(body).filter((key) => typeof body[key] === 'string')) {
        const poisoned: Sample = {
          ...sample,
          outsider: false,
          body: { ...body, [field]: 'before\ud800after' },
        };
        const res = await requestFor(t, r, poisoned, caller());
        const answer = await expectRefused(res, `${keyOf(r)} ${field}`);
        expect(answer, `${keyOf(r)} ${field}`).toEqual({
          code: 'invalid_field',
          message: `Invalid ${field}: ${SURROGATE_MESSAGE}`,
          params: { field, issue: 'custom' },
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('answers 400 naming the field to an id of 0 or past 2^31-1 in a path, query or body, on every route', async () => {
    const checked = new Set<string>();
    const before = await snapshotData(t.database.db);
    for (const r of routes) {
      const sample = sampleFor(r, SEED);
      if (!sample) continue;
      const variants: Array<[string, Sample]> = [];
      for (const [name, value] of Object.entries(sample.params ?? {})) {
        if (typeof value !== 'number') continue;
        for (const bad of [0, MAX_INT + 1]) {
          variants.push([name, { ...sample, params: { ...sample.params, [name]: bad } }]);
        }
      }
      for (const [name, value] of Object.entries(sample.query ?? {})) {
        if (typeof value !== 'number' || !/id$/i.test(name)) continue;
        variants.push([name, { ...sample, query: { ...sample.query, [name]: MAX_INT + 1 } }]);
      }
      const body = sample.body as Record<string, unknown> | undefined;
      for (const [name, value] of Object.entries(body && typeof body === 'object' ? body : {})) {
        if (typeof value !== 'number' || !/id$/i.test(name)) continue;
        for (const bad of [0, MAX_INT + 1])
          variants.push([name, { ...sample, body: { ...body, [name]: bad } }]);
      }
      for (const [name, variant] of variants) {
        const res = await requestFor(t, r, variant, caller());
        const answer = await expectRefused(res, `${keyOf(r)} ${name}`);
        expect(answer.message, `${keyOf(r)} ${name}`).toMatch(
          new RegExp(`^Invalid (params\\.|query\\.)?${name}\\b`),
        );
        checked.add(`${keyOf(r)} ${name}`);
      }
    }
    for (const route of [
      'POST /api/ad-impressions familyMemberId',
      'POST /api/cookie-insights familyMemberId',
      'POST /api/data-imports/:platform familyMemberId',
      'PATCH /api/ad-impressions/:id id',
    ]) {
      expect(checked, route).toContain(route);
    }
    expect(await snapshotData(t.database.db)).toBe(before);
  });
});
