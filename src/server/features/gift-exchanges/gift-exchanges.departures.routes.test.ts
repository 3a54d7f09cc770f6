import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftExchange, MyMatch } from '#common/gift-exchanges';
import type { FamilyMember } from '#common/members';
import { giftExchangeParticipants } from '../../db/schema';
import { memberFixtures } from '../../test/member-fixtures';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

/**
 * Issue 29: someone taking part in a drawn exchange leaves the family, is removed from it or
 * deletes their account. Whoever drew them takes over their match in the same transaction; with
 * too few left, or no way to mend it without changing an opened match, the owner is shown why
 * and may end it.
 */
let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp(testConfig({ SMTP_URL: smtp.url }));
  f = memberFixtures(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Person {
  cookie: string;
  memberId: number;
  email: string;
  name: string;
}

/** A family of an owner and the named members who joined: each with their cookie, record and address. */
async function familyOf(names: readonly string[]) {
  const cookies = [
    await f.user('santa-owner'),
    ...(await Promise.all(names.map((_, i) => f.user(`santa-${i}`)))),
  ];
  const fam = await f.createFamily(cookies[0] as string);
  for (const [i, name] of names.entries())
    await f.join(cookies[i + 1] as string, fam.inviteCode, {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      relationship: 'Cousin',
    });
  const records = await f.get<FamilyMember[]>(cookies[0] as string, `/api/families/${fam.id}/family-members`);
  const people: Person[] = [];
  for (const cookie of cookies) {
    const user = await f.get<{ id: number; email: string }>(cookie, '/api/auth/user');
    const record = records.find((r) => r.userId === user.id);
    if (!record) throw new Error('no record for a member');
    people.push({ cookie, memberId: record.id, email: user.email, name: record.name });
  }
  const [owner, ...others] = people as [Person, ...Person[]];
  return { family: fam, owner, others, people };
}

const start = async (
  owner: Person,
  familyId: number,
  people: Person[],
  body: Record<string, unknown> = {},
) => {
  const res = await f.call(owner.cookie, 'POST', `/api/families/${familyId}/gift-exchanges`, {
    title: 'Winter Santa',
    budgetCents: 2500,
    participantMemberIds: people.map((p) => p.memberId),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<GiftExchange>();
};

const matchOf = async (person: Person, exchangeId: number) => {
  const res = await f.call(person.cookie, 'GET', `/api/gift-exchanges/${exchangeId}/my-match`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyMatch>();
};

const exchangeAs = (person: Person, exchangeId: number) =>
  f.get<GiftExchange>(person.cookie, `/api/gift-exchanges/${exchangeId}`);

/** The whole draw as stored: no answer of the API shows it before the reveal (that is the point). */
async function drawOf(exchangeId: number) {
  const rows = await t.database.db
    .select()
    .from(giftExchangeParticipants)
    .where(eq(giftExchangeParticipants.exchangeId, exchangeId));
  return new Map(rows.map((r) => [r.memberId, r.receiverMemberId]));
}
const NAMES = ['Nora Quill', 'Ben Otter', 'Cal Marsh', 'Dee Finch'];

type Way = 'leaves' | 'is removed' | 'deletes their account';

/** The participant goes the given way; every way answers success. */
async function depart(way: Way, person: Person, owner: Person, familyId: number) {
  const res =
    way === 'leaves'
      ? await f.call(person.cookie, 'POST', `/api/family-accounts/${familyId}/leave`)
      : way === 'is removed'
        ? await f.call(owner.cookie, 'DELETE', `/api/family-members/${person.memberId}`)
        : await f.call(person.cookie, 'DELETE', '/api/user', { confirm: 'DELETE' });
  expect(res.statusCode, `${way}: ${res.body}`).toBeLessThan(300);
}

/**
 * An exchange of five, a participant who departs (one whose receiver did not draw them back, so
 * taking over is possible), and what everyone reads before and after.
 */
async function departFromExchange(way: Way, openFirst: boolean) {
  const { family, owner, others, people } = await familyOf(NAMES);
  const exchange = await start(owner, family.id, people);
  const before = await drawOf(exchange.id);
  const seen = new Map<number, MyMatch>();
  if (openFirst) for (const p of people) seen.set(p.memberId, await matchOf(p, exchange.id));
  const leaver = others.find((p) => before.get(before.get(p.memberId) as number) !== p.memberId) as Person;
  const giver = people.find((p) => before.get(p.memberId) === leaver.memberId) as Person;
  const receiver = people.find((p) => p.memberId === before.get(leaver.memberId)) as Person;
  smtp.received.length = 0;
  await depart(way, leaver, owner, family.id);
  const after = await drawOf(exchange.id);
  expect(after.has(leaver.memberId)).toBe(false);
  // Whoever drew the leaver takes over the leaver's match; nobody else's moves.
  expect(after.get(giver.memberId)).toBe(receiver.memberId);
  for (const [g, r] of before)
    if (g !== giver.memberId && g !== leaver.memberId) expect(after.get(g), `giver ${g}`).toBe(r);
  return { family, owner, people, exchange, leaver, giver, receiver, seen };
}

describe('an exchange when someone taking part goes', () => {
  it('hands the leaver’s match to whoever drew them, tells that giver once by e-mail and in the app, and moves no one else’s match', async () => {
    const { owner, people, exchange, leaver, giver, receiver, seen } = await departFromExchange(
      'leaves',
      true,
    );
    const mine = await matchOf(giver, exchange.id);
    expect(mine).toMatchObject({ receiverMemberId: receiver.memberId, receiverName: receiver.name });
    expect(mine.changedAt).not.toBeNull();
    for (const p of people.filter((p) => p !== giver && p !== leaver))
      expect(await matchOf(p, exchange.id), p.name).toEqual(seen.get(p.memberId));

    const view = await exchangeAs(owner, exchange.id);
    expect(view).toMatchObject({ attention: null, pairs: null, canEnd: true, revealed: false });
    expect(view.participants.map((p) => p.memberId).sort()).toEqual(
      people
        .filter((p) => p !== leaver)
        .map((p) => p.memberId)
        .sort(),
    );
    // The mail names neither who left nor whom the giver now gives to: the app shows the match.
    expect(smtp.received.map((m) => m.to)).toEqual([[giver.email]]);
    const [mail] = smtp.received;
    expect(mail?.text).toContain(
      'Someone taking part in "Winter Santa" is no longer in The Lees, so the person you give to has changed.',
    );
    // Its body, that is: the headers carry the giver's own address, which may be their name.
    const body = mail?.text.slice(mail.text.indexOf('\r\n\r\n')) ?? '';
    for (const p of people) expect(body).not.toContain(p.name);
  });

  it('mends the draw the same way when the owner removes a participant, telling nobody while the matches are sealed', async () => {
    const { exchange, giver, receiver } = await departFromExchange('is removed', false);
    expect(smtp.received).toEqual([]);
    const mine = await matchOf(giver, exchange.id);
    // Never opened, so it simply is their match: nothing changed that they knew of.
    expect(mine).toMatchObject({ receiverMemberId: receiver.memberId, changedAt: null });
  });

  it('mends the draw when a participant deletes their account, and tells the giver who had looked', async () => {
    const { owner, exchange, giver, receiver } = await departFromExchange('deletes their account', true);
    expect((await matchOf(giver, exchange.id)).receiverMemberId).toBe(receiver.memberId);
    expect(
      smtp.received.filter((m) => m.text.includes('the person you give to has changed')).map((m) => m.to),
    ).toEqual([[giver.email]]);
    expect((await exchangeAs(owner, exchange.id)).attention).toBeNull();
  });

  it('tells the owner when fewer than three are left, has the two give to each other, and lets only the owner end it', async () => {
    const { family, owner, others } = await familyOf(NAMES.slice(0, 3));
    const [nora, ben, cal] = others as [Person, Person, Person];
    const exchange = await start(owner, family.id, [owner, nora, ben]);
    for (const p of [owner, nora, ben]) await matchOf(p, exchange.id);
    await depart('leaves', nora, owner, family.id);

    expect(await exchangeAs(owner, exchange.id)).toMatchObject({ attention: 'too_few', canEnd: true });
    expect((await matchOf(owner, exchange.id)).receiverMemberId).toBe(ben.memberId);
    expect((await matchOf(ben, exchange.id)).receiverMemberId).toBe(owner.memberId);
    expect((await exchangeAs(ben, exchange.id)).canEnd).toBe(false);

    // One left has nobody to give to.
    await depart('is removed', ben, owner, family.id);
    expect(await exchangeAs(owner, exchange.id)).toMatchObject({ attention: 'too_few' });
    expect((await matchOf(owner, exchange.id)).receiverMemberId).toBeNull();

    const end = (cookie: string) => f.call(cookie, 'DELETE', `/api/gift-exchanges/${exchange.id}`);
    const member = await end(cal.cookie);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('Only the family owner can end the exchange.');
    expect((await end(await f.user('stranger'))).statusCode).toBe(404);
    expect((await end(owner.cookie)).statusCode).toBe(204);
    expect((await f.call(owner.cookie, 'GET', `/api/gift-exchanges/${exchange.id}`)).statusCode).toBe(404);
    expect(await f.get(cal.cookie, `/api/families/${family.id}/gift-exchanges`)).toEqual([]);
  });

  it('shows the owner an exchange nobody can mend without changing a match someone opened, and keeps the others’ matches', async () => {
    const { family, owner, others } = await familyOf(NAMES.slice(0, 3));
    const [nora, ben, cal] = others as [Person, Person, Person];
    const ids = (a: Person, b: Person) => [a.memberId, b.memberId];
    // The rules leave one draw: the owner and Nora give to each other, as do Ben and Cal.
    const exchange = await start(owner, family.id, [owner, nora, ben, cal], {
      exclusions: [ids(owner, ben), ids(owner, cal), ids(nora, ben), ids(nora, cal)],
    });
    for (const p of [owner, nora, ben, cal]) await matchOf(p, exchange.id);
    smtp.received.length = 0;
    await depart('leaves', nora, owner, family.id);

    expect(await exchangeAs(owner, exchange.id)).toMatchObject({ attention: 'unmatched', canEnd: true });
    expect(await matchOf(owner, exchange.id)).toMatchObject({ receiverMemberId: null, changedAt: null });
    expect((await matchOf(ben, exchange.id)).receiverMemberId).toBe(cal.memberId);
    expect((await matchOf(cal, exchange.id)).receiverMemberId).toBe(ben.memberId);
    expect(smtp.received).toEqual([]);
  });
});
