import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportFileResult } from '#common/imports/schemas';
import { snapshotData } from '../../test/inventory/snapshot';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const FIXTURES = path.join(import.meta.dirname, '../../lib/meta-export/fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const send = (cookie: string, filename: string, content: string, familyMemberId: number) =>
  f.call(cookie, 'POST', '/api/data-imports/facebook', { familyMemberId, filename, content });

describe('hostile and foreign files', () => {
  it('answers 200,000 nested divs with a 422 naming the file within a second, while other requests are served', async () => {
    const { member, memberId } = await f.family();
    const html = `<html><body>${'<div>'.repeat(200_000)}${'</div>'.repeat(200_000)}</body></html>`;
    const before = await snapshotData(t.database.db);
    const started = performance.now();
    let healthAt = 0;
    const [res, health] = await Promise.all([
      send(member, 'ads_interests.html', html, memberId),
      t.request({ method: 'GET', url: '/api/health' }).then((r) => {
        healthAt = performance.now() - started;
        return r;
      }),
    ]);
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      code: 'import_unrecognized',
      message:
        'ads_interests.html nests HTML elements more than 128 levels deep, which no Meta export does: it is not a file of an Instagram or Facebook data export that GiftLens reads.',
      params: {
        filename: 'ads_interests.html',
        reason: 'nests HTML elements more than 128 levels deep, which no Meta export does',
      },
    });
    expect(took).toBeLessThan(1000);
    expect(health.statusCode).toBe(200);
    expect(healthAt).toBeLessThan(1000);
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('refuses deep JSON and JSON of another shape under an export name with 422, creating nothing', async () => {
    const { member, memberId } = await f.family();
    const before = await snapshotData(t.database.db);
    const deep = await send(
      member,
      'ads_interests.json',
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      memberId,
    );
    expect(deep.statusCode, deep.body).toBe(422);
    expect(deep.json().message).toMatch(
      /^ads_interests\.json nests JSON arrays and objects more than 64 levels deep/,
    );
    for (const content of [
      '{"name": "giftlens", "version": "1.0.0", "dependencies": {"zod": "4.6.7"}}',
      '[{"id": 1, "email": "someone@example.com"}]',
    ]) {
      const res = await send(member, 'ads_interests.json', content, memberId);
      expect(res.statusCode, content.slice(0, 40)).toBe(422);
      expect(res.json()).toEqual({
        code: 'import_unrecognized',
        message:
          'ads_interests.json holds nothing GiftLens can read: it is not in the shape of a Meta export file: it is not a file of an Instagram or Facebook data export that GiftLens reads.',
        params: {
          filename: 'ads_interests.json',
          reason: 'holds nothing GiftLens can read: it is not in the shape of a Meta export file',
        },
      });
    }
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it("still answers Meta's own empty list with nothing learned and no import", async () => {
    const { member, memberId } = await f.family();
    const res = await send(member, 'ads_interests.json', '{"topics_v2": []}', memberId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportFileResult>()).toMatchObject({
      import: null,
      file: { recognized: true, items: 0 },
    });
  });
});

describe("Facebook's 2025-2026 ad preferences page", () => {
  it('is imported: its ads interests become what GiftLens knows, without device categories', async () => {
    const { member, memberId } = await f.family();
    const res = await send(
      member,
      'ad_preferences.html',
      fixture('facebook-2026/ad_preferences.html'),
      memberId,
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ImportFileResult>();
    expect(result.file).toMatchObject({ recognized: true, kind: 'ad_preferences', format: 'html', items: 6 });
    const interests = result.import?.extractedInsights.interests ?? [];
    for (const interest of ['Portrait photography', 'Board games', 'LEGO'])
      expect(interests).toContain(interest);
    expect(interests.join('|')).not.toMatch(/360 degree|True|False/);
    expect(result.import?.extractedInsights.notInterested).toContain('Golf');
  });
});
