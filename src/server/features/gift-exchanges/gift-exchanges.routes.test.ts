import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDay, todayIn } from '#common/calendar';
import type { GiftExchange, MyMatch } from '#common/gift-exchanges';
import type { FamilyMember } from '#common/members';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

/** A family of four accounts (owner, member, relative, a cousin) and a child without one. */
async function familyOfFour() {
  const fam = await f.family();
  const cousin = await f.user('cousin');
  await f.join(cousin, fam.family.inviteCode, {
    name: 'Cal Cousin',
    email: 'cal@example.com',
    relationship: 'Cousin',
  });
  const child = await f.addMember(fam.owner, fam.family.id, { name: 'Lily', relationship: 'Child', age: 6 });
  const members = await f.get<FamilyMember[]>(fam.owner, `/api/families/${fam.family.id}/family-members`);
  const byName = (name: string) => members.find((m) => m.name === name)?.id as number;
  const ids = members.filter((m) => m.userId !== null).map((m) => m.id);
  return { ...fam, cousin, child, ids, byName, cookies: [fam.owner, fam.member, fam.relative, cousin] };
}

const start = (cookie: string, familyId: number, body: Record<string, unknown>) =>
  f.call(cookie, 'POST', `/api/families/${familyId}/gift-exchanges`, body);

describe('gift exchanges', () => {
  it('draws a match for everyone, each seeing only their own, the owner included', async () => {
    const fam = await familyOfFour();
    const res = await start(fam.owner, fam.family.id, {
      title: 'Secret Santa',
      budgetCents: 3000,
      participantMemberIds: fam.ids,
    });
    expect(res.statusCode, res.body).toBe(201);
    const exchange = res.json<GiftExchange>();
    expect(exchange).toMatchObject({
      title: 'Secret Santa',
      budgetCents: 3000,
      revealed: false,
      pairs: null,
      canRedraw: true,
    });
    expect(JSON.stringify(exchange)).not.toContain('receiver');

    const matches: MyMatch[] = [];
    for (const cookie of fam.cookies) {
      const mine = await f.call(cookie, 'GET', `/api/gift-exchanges/${exchange.id}/my-match`);
      expect(mine.statusCode, mine.body).toBe(200);
      matches.push(mine.json<MyMatch>());
    }
    const receivers = matches.map((m) => m.receiverMemberId);
    expect(new Set(receivers).size).toBe(4);
    expect([...receivers].sort()).toEqual([...fam.ids].sort());
    // Nobody draws themself: each cookie's own record is not their receiver.
    const own = [fam.ownerRecordId, fam.memberId];
    expect(matches[0]?.receiverMemberId).not.toBe(own[0]);
    expect(matches[1]?.receiverMemberId).not.toBe(own[1]);

    // The exchange, the list: no answer holds anyone else's match, the owner's neither.
    for (const cookie of fam.cookies) {
      const seen = await f.call(cookie, 'GET', `/api/gift-exchanges/${exchange.id}`);
      const listed = await f.call(cookie, 'GET', `/api/families/${fam.family.id}/gift-exchanges`);
      expect(seen.json<GiftExchange>().pairs).toBeNull();
      expect(listed.json<GiftExchange[]>()[0]?.pairs).toBeNull();
    }
    // Opened matches end the chance of a redraw.
    const redraw = await f.call(fam.owner, 'POST', `/api/gift-exchanges/${exchange.id}/redraw`);
    expect(redraw.statusCode).toBe(409);
    expect((await f.get<GiftExchange>(fam.owner, `/api/gift-exchanges/${exchange.id}`)).canRedraw).toBe(
      false,
    );
  });

  it('respects exclusions, and says when they make a draw impossible', async () => {
    const fam = await familyOfFour();
    const [a, b, c, d] = fam.ids as [number, number, number, number];
    const members = await f.get<FamilyMember[]>(fam.owner, `/api/families/${fam.family.id}/family-members`);
    const name = (id: number) => members.find((m) => m.id === id)?.name;
    const kept = [
      [name(a), name(b)],
      [name(c), name(d)],
    ].map((pair) => JSON.stringify(pair.sort()));
    for (let i = 0; i < 8; i++) {
      // Revealed today, so the test can read the whole draw.
      const res = await start(fam.owner, fam.family.id, {
        title: `Round ${i}`,
        budgetCents: 2000,
        participantMemberIds: fam.ids,
        exclusions: [
          [a, b],
          [c, d],
        ],
        revealDate: isoDay(todayIn('UTC')),
      });
      expect(res.statusCode).toBe(201);
      for (const pair of res.json<GiftExchange>().pairs ?? [])
        expect(kept).not.toContain(JSON.stringify([pair.giver, pair.receiver].sort()));
    }
    const impossible = await start(fam.owner, fam.family.id, {
      title: 'Too many rules',
      budgetCents: 2000,
      participantMemberIds: [a, b, c],
      exclusions: [
        [a, c],
        [b, c],
      ],
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toContain('No draw is possible with these exclusions');
  });

  it('refuses what cannot be drawn fairly, with a message naming the problem and nothing saved', async () => {
    const fam = await familyOfFour();
    const other = await f.family();
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      [
        fam.member,
        { title: 'Mine', budgetCents: 1, participantMemberIds: fam.ids },
        403,
        'Only the family owner',
      ],
      [
        fam.owner,
        { title: 'Two', budgetCents: 1, participantMemberIds: fam.ids.slice(0, 2) },
        400,
        'at least 3',
      ],
      [
        fam.owner,
        { title: 'Child', budgetCents: 1, participantMemberIds: [...fam.ids.slice(0, 2), fam.child.id] },
        400,
        'Lily has no account',
      ],
      [
        fam.owner,
        { title: 'Foreign', budgetCents: 1, participantMemberIds: [...fam.ids.slice(0, 2), other.memberId] },
        400,
        'is not a member of this family',
      ],
      [fam.owner, { title: '', budgetCents: 1, participantMemberIds: fam.ids }, 400, 'title is required'],
      [
        fam.owner,
        { title: 'Neg', budgetCents: -5, participantMemberIds: fam.ids },
        400,
        'must not be negative',
      ],
    ];
    for (const [cookie, body, status, message] of cases) {
      const res = await start(cookie, fam.family.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await f.get<GiftExchange[]>(fam.owner, `/api/families/${fam.family.id}/gift-exchanges`)).toEqual(
      [],
    );
    expect(
      (await start(other.owner, fam.family.id, { title: 'x', budgetCents: 1, participantMemberIds: fam.ids }))
        .statusCode,
    ).toBe(404);
  });

  it('lets the owner redraw while nobody has looked, and keeps a non-participant out of the matches', async () => {
    const fam = await familyOfFour();
    const three = fam.ids.filter((id) => id !== fam.byName('Rae Relative'));
    const exchange = (
      await start(fam.owner, fam.family.id, { title: 'Three', budgetCents: 0, participantMemberIds: three })
    ).json<GiftExchange>();
    const again = await f.call(fam.owner, 'POST', `/api/gift-exchanges/${exchange.id}/redraw`);
    expect(again.statusCode, again.body).toBe(200);
    expect((await f.call(fam.member, 'POST', `/api/gift-exchanges/${exchange.id}/redraw`)).statusCode).toBe(
      403,
    );
    const outside = await f.call(fam.relative, 'GET', `/api/gift-exchanges/${exchange.id}/my-match`);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('You are not taking part in this exchange');
    const stranger = await f.family();
    expect((await f.call(stranger.owner, 'GET', `/api/gift-exchanges/${exchange.id}`)).statusCode).toBe(404);
  });

  it('shows everyone the whole draw from the reveal date', async () => {
    const fam = await familyOfFour();
    const today = isoDay(todayIn('UTC'));
    const tomorrow = isoDay(addDays(todayIn('UTC'), 1));
    const later = (
      await start(fam.owner, fam.family.id, {
        title: 'Later',
        budgetCents: 0,
        participantMemberIds: fam.ids,
        revealDate: tomorrow,
      })
    ).json<GiftExchange>();
    expect(later.pairs).toBeNull();
    const now = (
      await start(fam.owner, fam.family.id, {
        title: 'Now',
        budgetCents: 0,
        participantMemberIds: fam.ids,
        revealDate: today,
      })
    ).json<GiftExchange>();
    expect(now.revealed).toBe(true);
    expect(now.pairs).toHaveLength(4);
    expect(now.canRedraw).toBe(false);
    // Nobody opened a match, but everyone has seen the draw: it stays.
    const redraw = await f.call(fam.owner, 'POST', `/api/gift-exchanges/${now.id}/redraw`);
    expect(redraw.statusCode).toBe(409);
    expect((await f.get<GiftExchange>(fam.owner, `/api/gift-exchanges/${now.id}`)).pairs).toEqual(now.pairs);
  });
});
