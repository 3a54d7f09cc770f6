import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport, ImportFileResult } from '#common/imports/schemas';
import type { InterestEntryView } from '#common/signals/schemas';
import { dataImports, memberSignals } from '../../db/schema';
import { withWords } from '../../test/evidence-words';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

const FIXTURES = path.join(import.meta.dirname, '../../lib/meta-export/fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  // A 1 MB per-file cap, so the 413 is cheap to reach.
  t = await createTestApp(testConfig({ IMPORT_FILE_MAX_MB: '1' }));
  f = memberFixtures(t);
});
afterAll(() => t.close());

const send = (cookie: string, platform: string, body: Record<string, unknown>) =>
  f.call(cookie, 'POST', `/api/data-imports/${platform}`, body);

async function importFile(cookie: string, platform: string, body: Record<string, unknown>) {
  const res = await send(cookie, platform, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportFileResult>();
}

const importsOf = async (memberId: number) =>
  (await t.database.db.select().from(dataImports).where(eq(dataImports.familyMemberId, memberId))).length;
const importSignals = async (importId: number) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(memberSignals)
    .where(and(eq(memberSignals.source, 'import'), eq(memberSignals.sourceId, importId)));
  return row?.n ?? 0;
};
const profile = async (cookie: string, memberId: number) =>
  withWords(await f.get<InterestEntryView[]>(cookie, `/api/family-members/${memberId}/interest-profile`));

describe('importing an export file by file', () => {
  it('makes one import of a batch, learns from it, lists it, and forgets it when deleted', async () => {
    const { member, memberId } = await f.family();
    const first = await importFile(member, 'instagram', {
      familyMemberId: memberId,
      filename: 'your_topics.json',
      content: fixture('instagram-2024/your_topics.json'),
    });
    expect(first.file).toEqual({
      filename: 'your_topics.json',
      recognized: true,
      kind: 'topics',
      format: 'json',
      items: 6,
      truncated: false,
      duplicate: false,
    });
    const importId = first.import?.id;
    if (!importId) throw new Error('no import created');
    const second = await importFile(member, 'instagram', {
      familyMemberId: memberId,
      filename: 'wishlist_items.json',
      content: fixture('instagram-2024/wishlist_items.json'),
      importId,
    });
    expect(second.import?.id).toBe(importId);
    expect(second.import).toMatchObject({
      platform: 'instagram',
      importType: 'json',
      itemCount: 7,
      canDelete: true,
      memberName: 'Sam Joiner',
    });
    expect(second.import?.extractedInsights.interests.slice(0, 3)).toEqual([
      'Tente de randonnée 2 places',
      'Hiking',
      'Board games',
    ]);
    expect(second.import?.dateRange?.from).toBe(new Date((1756786860 - 86400 * 30) * 1000).toISOString());

    const listed = await f.get<DataImport[]>(member, '/api/data-imports');
    expect(listed.map((i) => i.id)).toEqual([importId]);
    // No idea titles that exist nowhere else: gift ideas are generated and saved as ideas.
    expect(listed[0]?.extractedInsights.giftRecommendations).toEqual([]);
    const learned = await profile(member, memberId);
    const boardGames = learned.find((e) => e.concept === 'board-games');
    expect(boardGames?.evidence.map((e) => e.text)).toContain(
      'Instagram lists "Board games" among their topics',
    );
    expect(await importSignals(importId)).toBeGreaterThan(5);

    const del = await f.call(member, 'DELETE', `/api/data-imports/${importId}`);
    expect(del.statusCode, del.body).toBe(204);
    expect(await importSignals(importId)).toBe(0);
    expect((await profile(member, memberId)).some((e) => e.concept === 'board-games')).toBe(false);
    expect(await f.get<DataImport[]>(member, '/api/data-imports')).toEqual([]);
  });

  it('counts the same file sent twice in a batch once, and marks an HTML file in a JSON batch as mixed', async () => {
    const { member, memberId } = await f.family();
    const body = {
      familyMemberId: memberId,
      filename: 'ads_viewed.json',
      content: fixture('instagram-2024/ads_viewed.json'),
    };
    const first = await importFile(member, 'instagram', body);
    const again = await importFile(member, 'instagram', { ...body, importId: first.import?.id });
    expect(again.file).toMatchObject({ duplicate: true, items: 0 });
    expect(again.import?.itemCount).toBe(first.import?.itemCount);
    const html = await importFile(member, 'instagram', {
      familyMemberId: memberId,
      filename: 'ads_interests.html',
      content: fixture('html-2021/ads_interests.html'),
      importId: first.import?.id,
    });
    expect(html.import?.importType).toBe('mixed');
  });

  it('answers a no-data.txt with nothing learned and creates no import for it', async () => {
    const { member, memberId } = await f.family();
    const result = await importFile(member, 'facebook', {
      familyMemberId: memberId,
      filename: 'no-data.txt',
      content: fixture('no-data.txt'),
    });
    expect(result).toEqual({
      import: null,
      file: {
        filename: 'no-data.txt',
        recognized: true,
        kind: null,
        format: 'text',
        items: 0,
        truncated: false,
        duplicate: false,
      },
    });
    expect(await importsOf(memberId)).toBe(0);
  });
});

describe('bad input', () => {
  it('refuses a file that is not a Meta export file with 422 naming it, storing nothing', async () => {
    const { member, memberId } = await f.family();
    const res = await send(member, 'instagram', {
      familyMemberId: memberId,
      filename: 'package.json',
      content: '{"name": "left-pad", "version": "1.0.0"}',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^package\.json is not an export file GiftLens reads/);
    const notJson = await send(member, 'instagram', {
      familyMemberId: memberId,
      filename: 'x.txt',
      content: 'hello',
    });
    expect(notJson.statusCode).toBe(422);
    expect(await importsOf(memberId)).toBe(0);
  });

  it('refuses a zip with 415 and a file over the per-file cap with 413, both naming the file', async () => {
    const { member, memberId } = await f.family();
    const zip = await send(member, 'instagram', {
      familyMemberId: memberId,
      filename: 'instagram-sam-2025.zip',
      content: 'PK\u0003\u0004\u0014',
    });
    expect(zip.statusCode).toBe(415);
    expect(zip.json().message).toMatch(/^instagram-sam-2025\.zip is a zip archive/);
    const dataUrl = await send(member, 'instagram', {
      familyMemberId: memberId,
      filename: 'export.json',
      content: 'data:application/zip;base64,UEsDBBQAAAAIAA==',
    });
    expect(dataUrl.statusCode).toBe(415);
    const big = await send(member, 'instagram', {
      familyMemberId: memberId,
      filename: 'liked_posts.json',
      content: `[${'1,'.repeat(580_000)}1]`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(
      /^liked_posts\.json is 1\.1 MB; GiftLens reads export files up to 1\.0 MB each/,
    );
    const huge = await send(member, 'instagram', {
      familyMemberId: memberId,
      filename: 'liked_posts.json',
      content: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    // Past what the route reads at all, the answer still names the limit.
    expect(huge.json().message).toMatch(
      /^The request is too large: this address accepts at most \d+(\.\d)? (KB|MB)\.$/,
    );
    expect(await importsOf(memberId)).toBe(0);
  });

  it('refuses an unknown platform, NUL bytes and a missing file name with 400', async () => {
    const { member, memberId } = await f.family();
    const content = fixture('facebook-2023/ads_interests.json');
    expect(
      (await send(member, 'tiktok', { familyMemberId: memberId, filename: 'a.json', content })).statusCode,
    ).toBe(400);
    const nul = await send(member, 'facebook', {
      familyMemberId: memberId,
      filename: 'a\u0000.json',
      content,
    });
    expect(nul.statusCode).toBe(400);
    const binary = await send(member, 'facebook', {
      familyMemberId: memberId,
      filename: 'ads_interests.json',
      content: '{"topics_v2":["a\u0000b"]}',
    });
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toMatch(/content/);
    expect(
      (await send(member, 'facebook', { familyMemberId: memberId, filename: '', content })).statusCode,
    ).toBe(400);
  });

  it("refuses an importId of another member's batch, and of another platform", async () => {
    const { owner, family, member, memberId } = await f.family();
    const child = await f.addMember(owner, family.id, { name: 'Kit', relationship: 'Child', age: 8 });
    const mine = await importFile(member, 'facebook', {
      familyMemberId: memberId,
      filename: 'ads_interests.json',
      content: fixture('facebook-2023/ads_interests.json'),
    });
    const theirs = await send(owner, 'facebook', {
      familyMemberId: child.id,
      filename: 'ads_interests.json',
      content: fixture('facebook-2023/ads_interests.json'),
      importId: mine.import?.id,
    });
    expect(theirs.statusCode).toBe(400);
    const otherPlatform = await send(member, 'instagram', {
      familyMemberId: memberId,
      filename: 'your_topics.json',
      content: fixture('instagram-2024/your_topics.json'),
      importId: mine.import?.id,
    });
    expect(otherPlatform.statusCode).toBe(400);
  });
});

describe('who may import and delete', () => {
  const topics = (familyMemberId: number) => ({
    familyMemberId,
    filename: 'ads_interests.json',
    content: fixture('facebook-2023/ads_interests.json'),
  });

  it("lets only an adult import their own data, guardians a child's, and hides the family from outsiders", async () => {
    const { owner, member, relative, outsider, family, memberId } = await f.family();
    const child = await f.addMember(member, family.id, { name: 'Kit', relationship: 'Child', age: 8 });
    expect((await send(owner, 'facebook', topics(memberId))).statusCode).toBe(403);
    expect((await send(relative, 'facebook', topics(memberId))).statusCode).toBe(403);
    expect((await send(outsider, 'facebook', topics(memberId))).statusCode).toBe(404);
    expect((await send(relative, 'facebook', topics(child.id))).statusCode).toBe(403);
    const byOwner = await importFile(owner, 'facebook', topics(child.id));
    const byCreator = await importFile(member, 'facebook', topics(child.id));
    expect(byOwner.import?.canDelete).toBe(true);
    expect(byCreator.import?.canDelete).toBe(true);
  });

  it('leaves imports to the owner when the family turns data imports off', async () => {
    const { owner, member, family, memberId } = await f.family();
    const grandma = await f.addMember(member, family.id);
    const off = await f.call(owner, 'PUT', `/api/family-accounts/${family.id}`, {
      settings: { privacy: { allowDataImports: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await send(member, 'facebook', topics(memberId))).statusCode).toBe(403);
    expect((await send(member, 'facebook', topics(grandma.id))).statusCode).toBe(403);
    await importFile(owner, 'facebook', topics(grandma.id));
  });

  it("lets a member delete their own data's import, hides it from outsiders, and not from the owner", async () => {
    const { owner, member, outsider, relative, memberId } = await f.family();
    const result = await importFile(member, 'facebook', topics(memberId));
    const id = result.import?.id;
    expect((await f.call(outsider, 'DELETE', `/api/data-imports/${id}`)).statusCode).toBe(404);
    expect((await f.get<DataImport[]>(outsider, '/api/data-imports')).length).toBe(0);
    const seenByOwner = await f.get<DataImport[]>(owner, '/api/data-imports');
    expect(seenByOwner.find((i) => i.id === id)?.canDelete).toBe(false);
    expect((await f.call(owner, 'DELETE', `/api/data-imports/${id}`)).statusCode).toBe(403);
    expect((await f.call(relative, 'DELETE', `/api/data-imports/${id}`)).statusCode).toBe(403);
    expect((await f.call(member, 'DELETE', `/api/data-imports/${id}`)).statusCode).toBe(204);
  });
});
