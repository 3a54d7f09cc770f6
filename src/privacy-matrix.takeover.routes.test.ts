// The privacy matrix for a record that becomes someone's own (issue 29): when the person takes
// over the record a relative kept of them, nothing the relative wrote about them reaches them, and
// from then on every read path the relative has, the download included, shows only what the
// person's switches let relatives see. Each fact about Grace carries a word of its own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyMember } from '#common/members';
import { dashboardOf, type RenderingApp, startRenderingApp } from './privacy-matrix.support';
import { providerAccounts } from './server/db/schema';
import { memberFixtures } from './server/test/member-fixtures';
import type { TestApp } from './server/test/test-app';

let running: RenderingApp;
let t: TestApp;
let f: ReturnType<typeof memberFixtures>;

beforeAll(async () => {
  running = await startRenderingApp();
  t = running.t;
  f = memberFixtures(t);
  running.ai.answer(() => ({ kind: 'content', content: '{"ideas": []}' }));
});
afterAll(() => running.close());

/** What Kim wrote about Grace before she joined: hers to keep, never Grace's to read. */
const SURPRISE = 'surprise party on the 5th';
/** One word per fact about Grace, each hidden by one of her switches once she has her record. */
const GRACE = {
  email: 'grace.hall@example.com',
  age: 52,
  birthYear: 1974,
  interest: 'Quilting',
  answer: 'Birdwatching',
  ad: 'Kayaking weekend deals',
  imported: 'Motorsports',
};

const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r;
};

/** Signs in as someone whose sign-in provider verified the address (as Google does). */
async function verifiedUser(email: string) {
  const cookie = await t.signIn(email, { firstName: 'Grace', lastName: 'Hall' });
  const { id } = await f.get<{ id: number }>(cookie, '/api/auth/user');
  await t.database.db
    .update(providerAccounts)
    .set({ emailVerified: true })
    .where(eq(providerAccounts.userId, id));
  return cookie;
}

/** Olga's family, where Kim keeps a record of Grace with something from every source; Grace then joins as it. */
async function graceTakesOver() {
  const olga = await f.user('olga');
  const kim = await f.user('kim');
  const family = await f.createFamily(olga);
  await f.join(kim, family.inviteCode, {
    name: 'Kim Lee',
    email: 'kim@example.com',
    relationship: 'Sibling',
  });
  const grace = await f.addMember(kim, family.id, {
    name: 'Grace Hall',
    relationship: 'Aunt',
    email: GRACE.email,
    age: GRACE.age,
    interests: [GRACE.interest],
    notes: SURPRISE,
  });
  await ok(
    f.call(kim, 'PUT', `/api/family-members/${grace.id}/profile`, { lifestyle: { hobbies: [GRACE.answer] } }),
  );
  await ok(
    f.call(kim, 'POST', `/api/family-members/${grace.id}/occasions`, {
      kind: 'birthday',
      title: 'Birthday',
      month: 6,
      day: 2,
      year: GRACE.birthYear,
    }),
    201,
  );
  await ok(
    f.call(kim, 'POST', '/api/tracked-ads', {
      familyMemberId: grace.id,
      categoryId: 14,
      description: GRACE.ad,
    }),
    201,
  );
  await ok(
    f.call(kim, 'POST', '/api/data-imports/instagram', {
      familyMemberId: grace.id,
      filename: 'your_topics.json',
      content: JSON.stringify({
        topics_your_topics: [
          { string_map_data: { Name: { href: '', value: GRACE.imported, timestamp: 0 } } },
        ],
      }),
    }),
  );
  await ok(f.call(kim, 'POST', `/api/ai/generate-gifts/${grace.id}`, { occasion: 'birthday' }), 201);

  const her = await verifiedUser(GRACE.email);
  const joined = await ok(
    f.call(her, 'POST', `/api/family-accounts/join/${family.inviteCode}`, {
      name: 'Grace Hall',
      email: GRACE.email,
      relationship: 'Aunt',
      takeOverMemberId: grace.id,
    }),
    201,
  );
  return { olga, kim, her, family, graceId: grace.id, joined: joined.body };
}

const exportOf = async (cookie: string) => (await ok(f.call(cookie, 'GET', '/api/user/export'))).body;

describe('a takeover', () => {
  it('hands Grace her record without what Kim wrote about her, which stays the family’s', async () => {
    const { olga, kim, her, family, graceId, joined } = await graceTakesOver();
    // Nothing Grace reads about herself carries the note: the join answer, her record, the family's
    // list, her dashboard, her download.
    const hers = [
      joined,
      (await f.call(her, 'GET', `/api/family-members/${graceId}`)).body,
      (await f.call(her, 'GET', `/api/families/${family.id}/family-members`)).body,
      (await dashboardOf(t, her)).body,
      await exportOf(her),
    ];
    for (const body of hers) expect(body).not.toContain(SURPRISE);
    expect(await f.member(her, graceId)).not.toHaveProperty('familyNotes');
    // Kim and Olga still read it, as the family's notes; Kim, who added her, and Olga may change them.
    for (const relative of [kim, olga]) {
      const seen = await f.member(relative, graceId);
      expect(seen.notes).toBeNull();
      expect(seen.familyNotes).toEqual({ text: SURPRISE, canEdit: true });
    }
    const changed = await ok(
      f.call(kim, 'PUT', `/api/family-members/${graceId}/family-notes`, {
        familyNotes: `${SURPRISE}, at Olga's`,
      }),
    );
    expect(JSON.parse(changed.body).familyNotes.text).toBe(`${SURPRISE}, at Olga's`);
    // Grace herself may neither read nor change them; a bad body changes nothing.
    const refused = await f.call(her, 'PUT', `/api/family-members/${graceId}/family-notes`, {
      familyNotes: 'x',
    });
    expect(refused.statusCode).toBe(403);
    const bad = await f.call(kim, 'PUT', `/api/family-members/${graceId}/family-notes`, { familyNotes: 5 });
    expect(bad.statusCode).toBe(400);
    expect((await f.member(olga, graceId)).familyNotes?.text).toBe(`${SURPRISE}, at Olga's`);
    // Her own edits are her notes, and still never show the family's.
    await ok(
      f.call(her, 'PUT', `/api/family-members/${graceId}`, {
        name: 'Grace Hall',
        relationship: 'Aunt',
        notes: 'Loves tea',
      }),
    );
    expect((await f.member(her, graceId)).notes).toBe('Loves tea');
    expect(await exportOf(her)).not.toContain(SURPRISE);
  });
});

describe('the download of whoever made the record', () => {
  it('holds what Kim may see of Grace now, section by section, never the raw columns', async () => {
    const { kim, her, graceId } = await graceTakesOver();
    // Before Grace hides anything, Kim's download has what she added and may see; the birth
    // year already goes, as Grace's age is the family's to show (hidden by its default).
    const open = await exportOf(kim);
    for (const word of [GRACE.interest, GRACE.ad, GRACE.imported]) expect(open, word).toContain(word);
    expect(open).not.toContain(String(GRACE.birthYear));
    await f.setPrivacy(her, graceId, {
      profileVisible: false,
      personalInfoVisible: false,
      sharePersonalDetails: false,
      shareInterests: false,
      shareOnboardingData: false,
      adsVisible: false,
      giftsVisible: false,
    });
    const record = await f.member(kim, graceId);
    expect(record).toMatchObject({ age: null, email: null, interests: null, lifestyle: null });

    const sections = (JSON.parse(await exportOf(kim)) as { sections: Record<string, { data: unknown }> })
      .sections;
    const text = (key: string) => JSON.stringify(sections[key]?.data ?? null);
    const created = sections.profilesYouCreated?.data as Array<
      Partial<FamilyMember> & { lifestyle: unknown }
    >;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      age: null,
      email: null,
      interests: null,
      lifestyle: null,
      notes: null,
    });
    for (const [key, words] of Object.entries({
      profilesYouCreated: [GRACE.email, String(GRACE.age), GRACE.interest, GRACE.answer],
      trackedAds: [GRACE.ad],
      dataImports: [GRACE.imported],
      giftIdeas: ['Grace Hall'],
      occasions: [String(GRACE.birthYear)],
    })) {
      for (const word of words) expect(text(key), `${key}: ${word}`).not.toContain(word);
    }
    // The birthday itself is still there, without its year, as the app shows it to Kim.
    expect(sections.occasions?.data).toEqual([expect.objectContaining({ month: 6, day: 2, year: null })]);
  });
});
