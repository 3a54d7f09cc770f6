import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_RECORD_KINDS } from '#common/records';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_SECTIONS } from './export/sections';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

interface Exported {
  format: string;
  version: number;
  about: string;
  sections: Record<string, { title: string; description: string; data: unknown }>;
}

describe('downloading my data (GET /api/user/export)', () => {
  it('is one JSON attachment with every section, each titled and described', async () => {
    const cookie = await f.user('exporter', { firstName: 'Ex' });
    const res = await t.request({ method: 'GET', url: '/api/user/export', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="giftlens-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Exported>();
    expect(body).toMatchObject({
      format: 'giftlens-export',
      version: 1,
      about: expect.stringContaining('Raw'),
    });
    // The account's sections first, then one per kind of member record, then the features' own
    // (cookie choices from consent, banner ads from banner-ads): a new feature's land by themselves.
    const keys = Object.keys(body.sections);
    const accountKeys = ACCOUNT_SECTIONS.map((s) => s.key);
    expect(keys.slice(0, accountKeys.length)).toEqual(accountKeys);
    const recordKeys = ['trackedAds', 'giftIdeas', 'dataImports', 'feedAds', 'occasions', 'wishlists'];
    expect(keys.slice(accountKeys.length, accountKeys.length + MEMBER_RECORD_KINDS.length)).toEqual(
      expect.arrayContaining(recordKeys),
    );
    expect(keys.slice(accountKeys.length + MEMBER_RECORD_KINDS.length)).toEqual(
      expect.arrayContaining(['cookieChoices', 'adImpressions']),
    );
    expect(new Set(keys).size).toBe(keys.length);
    for (const section of Object.values(body.sections)) {
      expect(section.title.length).toBeGreaterThan(3);
      expect(section.description.length).toBeGreaterThan(20);
    }
  });

  it('holds the profile, sign-ins, settings, families, own records with photos as links, and what they created', async () => {
    const fam = await f.family();
    await f.call(fam.member, 'PATCH', '/api/user/settings', { theme: 'light' });
    await f.call(fam.member, 'PATCH', `/api/family-members/${fam.memberId}/profile-picture`, {
      profileImage: `data:image/png;base64,${PNG}`,
    });
    const gran = await f.addMember(fam.member, fam.family.id, { name: 'Gran', relationship: 'Grandparent' });
    await f.call(fam.member, 'POST', '/api/family-members/invite', {
      email: 'cousin@example.com',
      inviterName: 'Sam',
      fromEmail: 'sam@example.com',
      familyAccountId: fam.family.id,
    });

    const res = await t.request({ method: 'GET', url: '/api/user/export', cookie: fam.member });
    const { sections } = res.json<Exported>();
    expect(sections.profile?.data).toMatchObject({ email: expect.stringMatching(/^member-/) });
    expect(sections.signInMethods?.data).toEqual([
      expect.objectContaining({
        provider: 'demo',
        email: expect.stringMatching(/^member-/),
        emailVerified: false,
      }),
    ]);
    expect(sections.settings?.data).toEqual({
      emailNotifications: true,
      profileVisible: true,
      activityVisible: false,
      theme: 'light',
      reminderDays: [21, 7],
      timeZone: null,
    });
    expect(sections.sessions?.data).toEqual([expect.objectContaining({ createdAt: expect.any(String) })]);
    expect(sections.families?.data).toEqual([
      expect.objectContaining({ id: fam.family.id, role: 'member', isCurrentFamily: true }),
    ]);
    expect(sections.yourMemberRecords?.data).toEqual([
      expect.objectContaining({
        id: fam.memberId,
        name: 'Sam Joiner',
        age: 34,
        interests: ['Hiking', 'Jazz'],
        family: { id: fam.family.id, name: 'The Lees' },
        photo: {
          url: `http://localhost:3000/api/family-members/${fam.memberId}/photo`,
          contentType: 'image/png',
          updatedAt: expect.any(String),
        },
      }),
    ]);
    expect(sections.profilesYouCreated?.data).toEqual([
      expect.objectContaining({ id: gran.id, name: 'Gran' }),
    ]);
    expect(sections.invitesSent?.data).toEqual([
      expect.objectContaining({ family: 'The Lees', invitedEmail: 'cousin@example.com', status: 'pending' }),
    ]);
    // Photos are links: no image bytes in the file.
    expect(res.body).not.toContain(PNG.slice(0, 20));
  });

  it('holds what GiftLens learned about the user, with its evidence, and not what it learned about others', async () => {
    const fam = await f.family();
    await f.call(fam.member, 'PUT', `/api/family-members/${fam.memberId}/profile`, {
      lifestyle: { hobbies: ['Photography'] },
    });
    await f.call(fam.owner, 'PUT', `/api/family-members/${fam.ownerRecordId}/profile`, {
      lifestyle: { hobbies: ['Sailing'] },
    });
    const res = await t.request({ method: 'GET', url: '/api/user/export', cookie: fam.member });
    const signals = res.json<Exported>().sections.signals?.data as Array<{
      concept: string;
      evidence: string;
    }>;
    expect(signals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          concept: 'photography',
          evidence: 'listed as a hobby',
          source: 'questionnaire',
        }),
      ]),
    );
    expect(signals.map((s) => s.concept)).not.toContain('sailing');
  });

  it('holds the ads tracked for the user and by the user, without saying who else tracked them', async () => {
    const fam = await f.family();
    const track = async (cookie: string, memberId: number, description: string) => {
      const res = await f.call(cookie, 'POST', '/api/tracked-ads', {
        familyMemberId: memberId,
        categoryId: 7,
        description,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await track(fam.relative, fam.memberId, 'Trail running shoes');
    await track(fam.member, fam.ownerRecordId, 'A pottery class');
    await track(fam.owner, fam.ownerRecordId, 'Noise-cancelling headphones');
    const res = await t.request({ method: 'GET', url: '/api/user/export', cookie: fam.member });
    const ads = res.json<Exported>().sections.trackedAds?.data as Array<Record<string, unknown>>;
    expect(ads).toEqual([
      expect.objectContaining({ description: 'Trail running shoes', trackedByYou: false, screenshot: null }),
      expect.objectContaining({ description: 'A pottery class', trackedByYou: true }),
    ]);
    expect(res.body).not.toContain('Noise-cancelling');
    expect(JSON.stringify(ads)).not.toContain('createdByUserId');
  });

  it('holds the summaries of imports for the user, never the files, and not imports about others', async () => {
    const fam = await f.family();
    const file = {
      filename: 'ads_interests.json',
      content: '{"topics_v2": ["Birdwatching binoculars", "Chess"]}',
    };
    const mine = await f.call(fam.member, 'POST', '/api/data-imports/facebook', {
      ...file,
      familyMemberId: fam.memberId,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const gran = await f.addMember(fam.owner, fam.family.id, { name: 'Gran', relationship: 'Grandparent' });
    const theirs = await f.call(fam.owner, 'POST', '/api/data-imports/facebook', {
      filename: 'ads_interests.json',
      content: '{"topics_v2": ["Sailing"]}',
      familyMemberId: gran.id,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const res = await t.request({ method: 'GET', url: '/api/user/export', cookie: fam.member });
    const imports = res.json<Exported>().sections.dataImports?.data as Array<Record<string, unknown>>;
    expect(imports).toEqual([
      expect.objectContaining({
        platform: 'facebook',
        itemCount: 2,
        summary: expect.objectContaining({
          interests: ['Birdwatching binoculars', 'Chess'],
          files: [{ kind: 'topics', format: 'json', items: 2 }],
        }),
      }),
    ]);
    expect(res.body).not.toContain('topics_v2');
    expect(res.body).not.toContain('Sailing');
  });

  it('holds nothing of the other members: not their e-mails, records or sessions', async () => {
    const fam = await f.family();
    const ownerEmail = (await f.get<{ email: string }>(fam.owner, '/api/auth/user')).email;
    const relativeEmail = (await f.get<{ email: string }>(fam.relative, '/api/auth/user')).email;
    const res = await t.request({ method: 'GET', url: '/api/user/export', cookie: fam.member });
    expect(res.body).not.toContain(ownerEmail);
    expect(res.body).not.toContain(relativeEmail);
    expect(res.body).not.toContain('Rae Relative');
    expect(res.json<Exported>().sections.sessions?.data).toHaveLength(1);
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
  });
});
