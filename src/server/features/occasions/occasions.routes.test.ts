import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDay, todayIn } from '#common/calendar';
import type { FamilyMember } from '#common/members';
import type { HolidaySettings, Occasion, UpcomingOccasion } from '#common/occasions';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const today = () => todayIn('UTC');
/** Month and day `days` from today (UTC, the family's zone until one is chosen). */
const inDays = (days: number) => {
  const d = addDays(today(), days);
  return { month: d.month, day: d.day, date: isoDay(d) };
};

async function add(cookie: string, memberId: number, body: Record<string, unknown>) {
  return f.call(cookie, 'POST', `/api/family-members/${memberId}/occasions`, body);
}
async function upcoming(cookie: string, familyId: number, days = 90) {
  const res = await f.call(cookie, 'GET', `/api/families/${familyId}/occasions?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UpcomingOccasion[]>();
}
const count = async (cookie: string, memberId: number) =>
  (await f.get<Occasion[]>(cookie, `/api/family-members/${memberId}/occasions`)).length;

describe('occasions', () => {
  it('adds a birthday with a year, lists it soonest first with the age it turns, and keeps the age current', async () => {
    const fam = await f.family();
    const soon = inDays(10);
    const res = await add(fam.member, fam.memberId, {
      kind: 'birthday',
      month: soon.month,
      day: soon.day,
      year: 1990,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Occasion>();
    expect(created).toMatchObject({
      kind: 'birthday',
      year: 1990,
      nextDate: soon.date,
      daysAway: 10,
      canEdit: true,
    });
    const later = inDays(40);
    await add(fam.owner, fam.ownerRecordId, {
      kind: 'custom',
      title: 'Book club',
      month: later.month,
      day: later.day,
    });

    const list = await upcoming(fam.owner, fam.family.id);
    expect(list.map((o) => [o.kind, o.date, o.daysAway])).toEqual([
      ['birthday', soon.date, 10],
      ['custom', later.date, 40],
    ]);
    const turning = Number(soon.date.slice(0, 4)) - 1990;
    expect(list[0]).toMatchObject({ memberName: 'Sam Joiner', turning, familyMemberId: fam.memberId });
    const member = await f.get<FamilyMember>(fam.member, `/api/family-members/${fam.memberId}`);
    expect(member.age).toBe(turning - 1);
  });

  it('answers only the occurrences inside the window it is asked for', async () => {
    const fam = await f.family();
    const far = inDays(80);
    await add(fam.owner, fam.ownerRecordId, {
      kind: 'custom',
      title: 'Far away',
      month: far.month,
      day: far.day,
    });
    expect(await upcoming(fam.owner, fam.family.id, 60)).toEqual([]);
    expect((await upcoming(fam.owner, fam.family.id, 90)).map((o) => o.title)).toEqual(['Far away']);
  });

  it('hides a birthday year and the age it turns from relatives unless personal details are shared', async () => {
    const fam = await f.family();
    const soon = inDays(5);
    await add(fam.member, fam.memberId, { kind: 'birthday', month: soon.month, day: soon.day, year: 1990 });
    const [seenByRelative] = await upcoming(fam.relative, fam.family.id);
    expect(seenByRelative).toMatchObject({ kind: 'birthday', date: soon.date });
    expect(seenByRelative).not.toHaveProperty('turning');
    const [listed] = await f.get<Occasion[]>(fam.relative, `/api/family-members/${fam.memberId}/occasions`);
    expect(listed).toMatchObject({ year: null, month: soon.month, day: soon.day, canEdit: false });
    // The owner sees ages (personalInfoVisibleToAll off keeps them to the owner); the member turns it off for all.
    expect((await upcoming(fam.owner, fam.family.id))[0]).toHaveProperty('turning');
    await f.setPrivacy(fam.member, fam.memberId, { personalInfoVisible: false });
    expect((await upcoming(fam.owner, fam.family.id))[0]).not.toHaveProperty('turning');
    expect((await upcoming(fam.member, fam.family.id))[0]).toHaveProperty('turning');
  });

  it("lets only those who may edit the member's profile change their occasions", async () => {
    const fam = await f.family();
    const body = { kind: 'custom', title: 'Race day', month: 5, day: 4 };
    const refused = await add(fam.relative, fam.memberId, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'occasion_edit_forbidden',
      message: "You can't change this member's occasions",
    });
    const child = await f.addMember(fam.owner, fam.family.id, {
      name: 'Lily',
      relationship: 'Child',
      age: 6,
    });
    expect((await add(fam.owner, child.id, { kind: 'birthday', month: 2, day: 29 })).statusCode).toBe(201);
    expect((await add(fam.member, child.id, body)).statusCode).toBe(403);
    const own = await add(fam.member, fam.memberId, body);
    const id = own.json<Occasion>().id;
    expect((await f.call(fam.owner, 'PUT', `/api/occasions/${id}`, { ...body, day: 5 })).statusCode).toBe(
      403,
    );
    expect((await f.call(fam.relative, 'DELETE', `/api/occasions/${id}`)).statusCode).toBe(403);
    const changed = await f.call(fam.member, 'PUT', `/api/occasions/${id}`, { ...body, day: 5 });
    expect(changed.json<Occasion>()).toMatchObject({ day: 5, title: 'Race day' });
    expect((await f.call(fam.member, 'DELETE', `/api/occasions/${id}`)).statusCode).toBe(204);
    expect(await count(fam.member, fam.memberId)).toBe(0);
  });

  it('refuses impossible and foreign input with a message naming the problem, saving nothing', async () => {
    const fam = await f.family();
    const other = await f.family();
    const next = new Date().getUTCFullYear() + 1;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ kind: 'birthday', month: 2, day: 30 }, 400, 'February has no day 30'],
      [{ kind: 'birthday', month: 2, day: 29, year: 2023 }, 400, 'February 2023 has no day 29'],
      [{ kind: 'birthday', month: 13, day: 1 }, 400, 'month must be 1 to 12'],
      [{ kind: 'birthday', month: 4, day: 31 }, 400, 'April has no day 31'],
      [{ kind: 'birthday', month: 1, day: 1, year: next }, 400, 'must not be in the future'],
      [{ kind: 'birthday', month: 1, day: 1, year: 1899 }, 400, 'must be 1900 or later'],
      [{ kind: 'custom', title: 'x'.repeat(121), month: 1, day: 1 }, 400, 'at most 120 characters'],
      [{ kind: 'custom', month: 1, day: 1 }, 400, 'is required for a custom occasion'],
      [{ kind: 'party', month: 1, day: 1 }, 400, 'must be one of birthday, anniversary, custom'],
      [
        { kind: 'custom', title: 'Once', month: 1, day: 1, recurring: false },
        400,
        'is required for a one-off date',
      ],
      [
        { kind: 'anniversary', month: 6, day: 1, otherMemberId: other.memberId },
        400,
        'no such member in this family',
      ],
      [{ kind: 'anniversary', month: 6, day: 1, otherMemberId: fam.memberId }, 400, 'with someone else'],
      [{ kind: 'birthday', month: 1, day: 1, title: 'bad\u0000' }, 400, 'NUL'],
    ];
    for (const [body, status, message] of cases) {
      const res = await add(fam.member, fam.memberId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await count(fam.member, fam.memberId)).toBe(0);
    const child = await f.addMember(fam.owner, fam.family.id, {
      name: 'Lily',
      relationship: 'Child',
      age: 6,
    });
    const withChild = await add(fam.owner, fam.ownerRecordId, {
      kind: 'anniversary',
      month: 1,
      day: 1,
      otherMemberId: child.id,
    });
    expect(withChild.statusCode).toBe(400);
    expect(withChild.json().message).toContain('Lily is a child');
    const foreign = await add(fam.owner, other.memberId, { kind: 'birthday', month: 1, day: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      code: 'not_found',
      message: 'Family member not found',
      params: { what: 'Family member' },
    });
    expect(await count(other.member, other.memberId)).toBe(0);
  });

  it('keeps one birthday per member and answers a second with a conflict', async () => {
    const fam = await f.family();
    expect((await add(fam.member, fam.memberId, { kind: 'birthday', month: 3, day: 3 })).statusCode).toBe(
      201,
    );
    const again = await add(fam.member, fam.memberId, { kind: 'birthday', month: 4, day: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Sam Joiner already has a birthday');
    expect(await count(fam.member, fam.memberId)).toBe(1);
  });

  it('records an anniversary of two members under both names', async () => {
    const fam = await f.family();
    const soon = inDays(3);
    const res = await add(fam.owner, fam.ownerRecordId, {
      kind: 'anniversary',
      month: soon.month,
      day: soon.day,
      year: 2010,
      otherMemberId: fam.memberId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [owner] = await f.get<FamilyMember[]>(fam.owner, `/api/families/${fam.family.id}/family-members`);
    const [found] = await upcoming(fam.relative, fam.family.id);
    expect(found).toMatchObject({
      kind: 'anniversary',
      memberName: owner?.name,
      otherMemberName: 'Sam Joiner',
      turning: Number(soon.date.slice(0, 4)) - 2010,
    });
  });
});

describe('what occasions teach GiftLens', () => {
  it('teaches both members of an anniversary couples’ gifts, and forgets it with the anniversary', async () => {
    const fam = await f.family();
    const res = await add(fam.owner, fam.ownerRecordId, {
      kind: 'anniversary',
      title: 'Wedding anniversary',
      month: 9,
      day: 12,
      otherMemberId: fam.memberId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const concepts = async (memberId: number) =>
      (
        await f.get<Array<{ concept: string; evidence: Array<{ text: string }> }>>(
          fam.owner,
          `/api/family-members/${memberId}/interest-profile`,
        )
      ).filter((e) => ['couples', 'anniversary', 'romantic'].includes(e.concept));
    for (const memberId of [fam.ownerRecordId, fam.memberId]) {
      const found = await concepts(memberId);
      expect(found.map((e) => e.concept).sort()).toEqual(['anniversary', 'couples', 'romantic']);
      for (const entry of found)
        expect(entry.evidence).toEqual([
          expect.objectContaining({
            reason: 'occasion.anniversary',
            params: { text: 'Wedding anniversary' },
          }),
        ]);
    }
    await f.call(fam.owner, 'DELETE', `/api/occasions/${res.json<Occasion>().id}`);
    expect(await concepts(fam.ownerRecordId)).toEqual([]);
    expect(await concepts(fam.memberId)).toEqual([]);
  });
});

describe('planning an occasion', () => {
  it('saves ideas for the occasion and shows the plan to relatives, never to the person it is for', async () => {
    const fam = await f.family();
    const soon = inDays(12);
    const birthday = (
      await add(fam.member, fam.memberId, { kind: 'birthday', month: soon.month, day: soon.day })
    ).json<Occasion>();
    const made = await f.call(fam.owner, 'POST', `/api/ai/generate-gifts/${fam.memberId}`, {
      occasion: 'birthday',
      occasionId: birthday.id,
      budget: { min: 10, max: 80 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const ideas = made.json<{ recommendations: Array<{ id: number; occasionId?: number | null }> }>()
      .recommendations;
    expect(ideas.length).toBeGreaterThan(0);
    expect(ideas.every((i) => i.occasionId === birthday.id)).toBe(true);
    const first = ideas[0]?.id;
    await f.call(fam.owner, 'PUT', `/api/gift-ideas/${first}`, { isPurchased: true });

    const [forOwner] = await upcoming(fam.owner, fam.family.id);
    expect(forOwner?.plan).toEqual({ ideas: ideas.length, considered: 0, purchased: 1 });
    const [forMember] = await upcoming(fam.member, fam.family.id);
    expect(forMember).not.toHaveProperty('plan');
    const filtered = await f.get<unknown[]>(fam.owner, `/api/gift-ideas?occasionId=${birthday.id}`);
    expect(filtered).toHaveLength(ideas.length);
    expect(await f.get<unknown[]>(fam.member, `/api/gift-ideas?occasionId=${birthday.id}`)).toEqual([]);
    // The ideas the owner planned are hers: the person they are for sees none of them (issue 29).
    expect(await f.get<unknown[]>(fam.member, `/api/gift-ideas/member/${fam.memberId}`)).toEqual([]);
    // Ideas the person makes for themself for the occasion carry no occasion in their own view.
    await f.call(fam.member, 'POST', `/api/ai/generate-gifts/${fam.memberId}`, {
      occasion: 'birthday',
      occasionId: birthday.id,
    });
    const own = await f.get<Array<Record<string, unknown>>>(
      fam.member,
      `/api/gift-ideas/member/${fam.memberId}`,
    );
    expect(own.length).toBeGreaterThan(0);
    for (const idea of own) expect(idea).not.toHaveProperty('occasionId');
  });

  it('keeps the ideas for the other member of an anniversary out of the plan, so that member never counts their own surprise', async () => {
    const fam = await f.family();
    const soon = inDays(8);
    const anniversary = (
      await add(fam.owner, fam.ownerRecordId, {
        kind: 'anniversary',
        month: soon.month,
        day: soon.day,
        otherMemberId: fam.memberId,
      })
    ).json<Occasion>();
    // The relative plans a gift for the other member (Sam) for this anniversary, and buys it.
    const made = await f.call(fam.relative, 'POST', `/api/ai/generate-gifts/${fam.memberId}`, {
      occasion: 'anniversary',
      occasionId: anniversary.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const first = made.json<{ recommendations: Array<{ id: number }> }>().recommendations[0]?.id;
    await f.call(fam.relative, 'PUT', `/api/gift-ideas/${first}`, { isPurchased: true });
    const [forSam] = await upcoming(fam.member, fam.family.id);
    expect(forSam?.plan ?? { ideas: 0, considered: 0, purchased: 0 }).toEqual({
      ideas: 0,
      considered: 0,
      purchased: 0,
    });
  });

  it("refuses ideas for an occasion that is not the member's", async () => {
    const fam = await f.family();
    const theirs = (
      await add(fam.owner, fam.ownerRecordId, { kind: 'custom', title: 'Owner day', month: 1, day: 2 })
    ).json<Occasion>();
    const res = await f.call(fam.owner, 'POST', `/api/ai/generate-gifts/${fam.memberId}`, {
      occasion: 'birthday',
      occasionId: theirs.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('is not an occasion of Sam Joiner');
  });
});

describe('family holidays', () => {
  it("lets the owner switch on the country's holidays and religious ones, which then come up for everyone", async () => {
    const fam = await f.family();
    const url = `/api/families/${fam.family.id}/holiday-settings`;
    const preview = await f.get<HolidaySettings>(fam.owner, `${url}?country=GB`);
    const mothers = preview.available.find((h) => h.name === "Mother's Day");
    const hanukkah = preview.available.find((h) => h.name === 'Hanukkah');
    expect(mothers?.group).toBe('country');
    expect(hanukkah?.group).toBe('religious');
    // Mother's Day in the UK is three weeks before Easter, not in May as in the US.
    expect(mothers?.nextDate.slice(5, 7)).toMatch(/^0[34]$/);
    const saved = await f.call(fam.owner, 'PUT', url, {
      country: 'GB',
      timeZone: 'Europe/London',
      enabled: [mothers?.key, hanukkah?.key],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<HolidaySettings>()).toMatchObject({ country: 'GB', timeZone: 'Europe/London' });
    const year = await upcoming(fam.relative, fam.family.id, 366);
    const names = year.filter((o) => o.kind === 'holiday').map((o) => o.title);
    expect(names.sort()).toEqual(['Hanukkah', "Mother's Day"]);
    expect(year.find((o) => o.title === "Mother's Day")?.date).toBe(mothers?.nextDate);

    const refused = await f.call(fam.member, 'PUT', url, { country: 'US', timeZone: 'UTC', enabled: [] });
    expect(refused.statusCode).toBe(403);
    for (const [body, message] of [
      [{ country: 'GB', timeZone: 'Europe/London', enabled: ['country:GB:nonsense'] }, 'is not a holiday'],
      [{ country: 'XX', timeZone: 'Europe/London', enabled: [] }, 'XX is not a country'],
      [{ country: 'GB', timeZone: 'Mars/Olympus', enabled: [] }, 'must be a time zone'],
    ] as const) {
      const res = await f.call(fam.owner, 'PUT', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await f.get<HolidaySettings>(fam.member, url)).enabled).toHaveLength(2);
  });
});

describe('the calendar feed', () => {
  it('serves every occasion the user may see without a cookie, with yearly rules, until the link is rotated', async () => {
    const fam = await f.family();
    await add(fam.member, fam.memberId, { kind: 'birthday', month: 2, day: 29, year: 1992 });
    await add(fam.owner, fam.ownerRecordId, {
      kind: 'custom',
      title: 'Graduation',
      month: 6,
      day: 20,
      year: new Date().getUTCFullYear() + 1,
      recurring: false,
    });
    const { url, webcalUrl } = await f.get<{ url: string; webcalUrl: string }>(
      fam.relative,
      '/api/user/calendar',
    );
    expect(url).toMatch(/^http:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));
    expect((await f.get<{ url: string }>(fam.relative, '/api/user/calendar')).url).toBe(url);

    const path = new URL(url).pathname;
    const feed = await t.request({ method: 'GET', url: path, headers: { origin: '' } });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain("SUMMARY:Sam Joiner's birthday");
    expect(feed.body).toContain('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
    expect(feed.body).toContain('SUMMARY:Graduation');
    // A relative may not see the member's age: the feed starts the birthday in no birth year.
    expect(feed.body).not.toContain('1992');

    const rotated = await f.call(fam.relative, 'POST', '/api/user/calendar/rotate');
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json<{ url: string }>().url).not.toBe(url);
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(404);
    const fresh = await t.request({
      method: 'GET',
      url: new URL(rotated.json<{ url: string }>().url).pathname,
    });
    expect(fresh.statusCode).toBe(200);
    const wrong = await t.request({ method: 'GET', url: '/api/calendar/made-up-token.ics' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({
      code: 'not_found',
      message: 'Calendar not found',
      params: { what: 'Calendar' },
    });
  });

  it('stops answering once the account is deleted', async () => {
    const fam = await f.family();
    const { url } = await f.get<{ url: string }>(fam.relative, '/api/user/calendar');
    const gone = await f.call(fam.relative, 'DELETE', '/api/user', { confirm: 'DELETE' });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect((await t.request({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
  });
});
