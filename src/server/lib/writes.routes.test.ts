import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_IN_PROGRESS } from '#common/endpoints/platform.errors';
import type { Family } from '#common/families';
import type { FamilyMember } from '#common/members';
import { createTestApp, type TestApp } from '../test/test-app';
import { LIMITS } from './limits';

let t: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp(undefined, { logQuery: (query) => statements.push(query) });
});
afterAll(() => t.close());

const post = (cookie: string, url: string, payload: object) =>
  t.request({ method: 'POST', url, cookie, payload });
async function newFamily(cookie: string, name = 'Writers') {
  const res = await post(cookie, '/api/family-accounts', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Family>();
}

describe('creates answer with what they wrote', () => {
  it('returns a new member from the insert itself, with no read after it that could fail', async () => {
    const owner = await t.signIn('returning@example.com');
    const family = await newFamily(owner);
    statements.length = 0;
    const res = await post(owner, `/api/families/${family.id}/family-members`, {
      name: 'Grandpa Joe',
      relationship: 'Grandparent',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<FamilyMember>()).toMatchObject({
      name: 'Grandpa Joe',
      canEdit: true,
      profileImage: null,
    });
    const insert = statements.findIndex((sql) => /^insert into "family_members"/i.test(sql));
    expect(insert).toBeGreaterThanOrEqual(0);
    expect(statements[insert]).toMatch(/returning/i);
    expect(statements.slice(insert + 1).filter((sql) => /from "family_members"/i.test(sql))).toEqual([]);
  });

  it('returns a new family, its membership and member from the writes of one transaction', async () => {
    const owner = await t.signIn('returning-family@example.com');
    statements.length = 0;
    await newFamily(owner);
    const firstWrite = statements.findIndex((sql) => /^insert into "family_accounts"/i.test(sql));
    expect(firstWrite).toBeGreaterThanOrEqual(0);
    expect(statements.slice(firstWrite + 1).filter((sql) => /^select/i.test(sql))).toEqual([]);
  });
});

describe('one user cannot create without end', () => {
  it(`lets a user own at most ${LIMITS.familiesOwned} families`, async () => {
    const owner = await t.signIn('many-families@example.com');
    for (let i = 0; i < LIMITS.familiesOwned; i++) await newFamily(owner, `Family ${i}`);
    const res = await post(owner, '/api/family-accounts', { name: 'One too many' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'families_owned_limit',
      message: `You can own at most ${LIMITS.familiesOwned} families.`,
      params: { max: LIMITS.familiesOwned },
    });
  });

  it(`keeps a family to ${LIMITS.membersPerFamily} member records`, async () => {
    const owner = await t.signIn('many-members@example.com');
    const family = await newFamily(owner);
    for (let i = 1; i < LIMITS.membersPerFamily; i++) {
      const res = await post(owner, `/api/families/${family.id}/family-members`, {
        name: `Cousin ${i}`,
        relationship: 'Cousin',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await post(owner, `/api/families/${family.id}/family-members`, {
      name: 'Cousin again',
      relationship: 'Cousin',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/at most/);
  });
});

describe('uploads', () => {
  it("refuses a user's thirty parallel photo uploads beyond two, while another family reads quickly", async () => {
    const uploader = await t.signIn('uploader@example.com');
    const reader = await t.signIn('reader@example.com');
    const uploaderFamily = await newFamily(uploader, 'Uploaders');
    const readerFamily = await newFamily(reader, 'Readers');
    const [own] = (
      await t.request({
        method: 'GET',
        url: `/api/families/${uploaderFamily.id}/family-members`,
        cookie: uploader,
      })
    ).json<FamilyMember[]>();
    const noisy = await sharp({
      create: {
        width: 1100,
        height: 1100,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(3 * 1024 * 1024);
    const profileImage = `data:image/png;base64,${noisy.toString('base64')}`;

    const uploads = Array.from({ length: 30 }, () =>
      t.request({
        method: 'PATCH',
        url: `/api/family-members/${own?.id}/profile-picture`,
        cookie: uploader,
        payload: { profileImage },
      }),
    );
    const readTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const res = await t.request({
        method: 'GET',
        url: `/api/families/${readerFamily.id}/family-members`,
        cookie: reader,
      });
      readTimes.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    const results = await Promise.all(uploads);
    const accepted = results.filter((r) => r.statusCode === 200).length;
    const refused = results.filter((r) => r.statusCode === 429);
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(LIMITS.uploadsInFlightPerUser);
    expect(refused.length).toBe(30 - accepted);
    expect(refused[0]?.json()).toEqual({
      code: 'uploads_in_progress',
      message: UPLOADS_IN_PROGRESS.message({ maxInProgress: LIMITS.uploadsInFlightPerUser }),
      params: { maxInProgress: LIMITS.uploadsInFlightPerUser },
    });
    expect(Math.max(...readTimes)).toBeLessThan(1500);
  });
});
