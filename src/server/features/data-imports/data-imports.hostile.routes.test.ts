import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportFileResult } from '#common/imports/schemas';
import { snapshotData } from '../../test/inventory/snapshot';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const FIXTURES = path.join(import.meta.dirname, '../../lib/meta-export/fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const MB = 1024 * 1024;

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
let member: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
  ({ member, memberId } = await f.family());
  // The import thread starts with the first file (compiling TypeScript in tests): not timed below.
  const first = await send('ads_interests.json', fixture('facebook-2023/ads_interests.json'));
  expect(first.statusCode, first.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

/** The request as a browser sends it: the body arriving in 64 KB pieces, not in one. */
function send(filename: string, content: string, platform = 'facebook') {
  const bytes = Buffer.from(JSON.stringify({ familyMemberId: memberId, filename, content }));
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 64 * 1024) pieces.push(bytes.subarray(at, at + 64 * 1024));
  return t.request({
    method: 'POST',
    url: `/api/data-imports/${platform}`,
    cookie: member,
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
    payload: Readable.from(pieces),
  });
}

/** `/api/health` asked every 20 ms while `work` runs: how long each answer took. */
async function healthDuring<T>(work: Promise<T>): Promise<{ result: T; waits: number[] }> {
  const waits: number[] = [];
  const asked: Promise<void>[] = [];
  const timer = setInterval(() => {
    const sent = performance.now();
    asked.push(
      t.request({ method: 'GET', url: '/api/health' }).then((res) => {
        expect(res.statusCode).toBe(200);
        waits.push(performance.now() - sent);
      }),
    );
  }, 20);
  try {
    const result = await work;
    return { result, waits };
  } finally {
    clearInterval(timer);
    await Promise.all(asked);
  }
}

const NOT_AN_EXPORT = 'it is not a file of an Instagram or Facebook data export that GiftLens reads.';

describe('hostile files', () => {
  it('refuses 10 MB of nested brackets with 422 naming the nesting within a second per 5 MB, creating nothing', async () => {
    const before = await snapshotData(t.database.db);
    const deep = `${'['.repeat(5 * MB)}${']'.repeat(5 * MB)}`;
    const started = performance.now();
    const { result: res, waits } = await healthDuring(send('ads_interests.json', deep));
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      code: 'import_unrecognized',
      message: `ads_interests.json nests JSON arrays and objects more than 64 levels deep, which no Meta export does: ${NOT_AN_EXPORT}`,
      params: {
        filename: 'ads_interests.json',
        reason: 'nests JSON arrays and objects more than 64 levels deep, which no Meta export does',
      },
    });
    expect(took).toBeLessThan(2000);
    expect(Math.max(...waits)).toBeLessThan(250);
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('refuses millions of empty objects in one list with 422 naming the list, before building them', async () => {
    const res = await send('ads_interests.json', `[${'{},'.repeat(3_000_000)}{}]`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(
      `ads_interests.json holds more than 1,000,000 entries in one JSON list, which no Meta export does: ${NOT_AN_EXPORT}`,
    );
  });

  it('keeps answering /api/health quickly while a 20 MB export is read, and imports it', async () => {
    const records: string[] = [];
    let size = 0;
    for (let i = 0; size < 20 * MB; i++) {
      const record = `{"title": "Account ${i % 5000}", "string_list_data": [{"href": "https://www.instagram.com/p/${i}/", "value": "\\u00f0\\u009f\\u0091\\u008d", "timestamp": ${1_700_000_000 + i}}]}`;
      records.push(record);
      size += record.length + 2;
    }
    const content = `{"likes_media_likes": [${records.join(',\n')}]}`;
    const { result: res, waits } = await healthDuring(send('liked_posts.json', content, 'instagram'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportFileResult>().file).toMatchObject({ kind: 'likes', items: 5000, truncated: true });
    expect(waits.length).toBeGreaterThan(5);
    expect(Math.max(...waits)).toBeLessThan(250);
  });
});

describe('names that are not export files', () => {
  it('answers a clear 422 to file names that are names of the object prototype, storing nothing', async () => {
    // Records of this shape name no kind of their own: only the file name could.
    const records = fixture('facebook-2024/other_categories_used_to_reach_you.json');
    const before = await snapshotData(t.database.db);
    for (const filename of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__proto__.json']) {
      const res = await send(filename, records);
      expect(res.statusCode, `${filename}: ${res.body}`).toBe(422);
      expect(res.json()).toEqual({
        code: 'import_unrecognized',
        message: `${filename} is not an export file GiftLens reads: ${NOT_AN_EXPORT}`,
        params: { filename, reason: 'is not an export file GiftLens reads' },
      });
    }
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('answers 400 to platforms that are names of the object prototype', async () => {
    for (const platform of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await send('ads_interests.json', '{"topics_v2": ["Hiking"]}', platform);
      expect(res.statusCode, `${platform}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/^Invalid platform/);
    }
  });
});

describe('files of a shape Meta does not write', () => {
  it('teach nothing: a list of strings under keys of its own is the 422 any other file gets', async () => {
    const before = await snapshotData(t.database.db);
    for (const content of ['{"some":{"other":["shape"]}}', '{"interests": ["LEGO"]}', '["LEGO", "Hiking"]']) {
      const res = await send('ads_interests.json', content);
      expect(res.statusCode, content).toBe(422);
      expect(res.json().message).toBe(
        `ads_interests.json holds nothing GiftLens can read: it is not in the shape of a Meta export file: ${NOT_AN_EXPORT}`,
      );
    }
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it("still imports Meta's own shapes: a wrapper key, string-map records and label-value records", async () => {
    const files: Array<[string, string, string]> = [
      ['instagram', 'your_topics.json', 'instagram-2024/your_topics.json'],
      ['facebook', 'ads_interests.json', 'facebook-2023/ads_interests.json'],
      [
        'facebook',
        'other_categories_used_to_reach_you.json',
        'facebook-2024/other_categories_used_to_reach_you.json',
      ],
    ];
    for (const [platform, filename, name] of files) {
      const res = await send(filename, fixture(name), platform);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json<ImportFileResult>().file.items, name).toBeGreaterThan(0);
    }
  });
});

describe('the import body', () => {
  it('is refused as every route refuses a body: empty, not JSON, or carrying a prototype key', async () => {
    const asImport = (payload: string) =>
      t.request({
        method: 'POST',
        url: '/api/data-imports/facebook',
        cookie: member,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const asFamily = (payload: string) =>
      t.request({
        method: 'POST',
        url: '/api/family-accounts',
        cookie: member,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const payload of [
      '',
      '{"familyMemberId": ',
      `{"__proto__": {"admin": true}, "familyMemberId": ${memberId}, "filename": "a.json", "content": "{}"}`,
    ]) {
      const [imported, other] = await Promise.all([asImport(payload), asFamily(payload)]);
      expect(imported.statusCode, payload).toBe(400);
      expect(imported.json(), payload).toEqual(other.json());
    }
  });

  it('refuses a body of hundreds of values beside the file with 400, without building them', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/data-imports/facebook',
      cookie: member,
      headers: { 'content-type': 'application/json' },
      payload: `{"familyMemberId": ${memberId}, "filename": "ads_interests.json", "content": "{}", "extra": [${'0,'.repeat(1000)}0]}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body: an import holds/);
  });
});
