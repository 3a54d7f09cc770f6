import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeparturePreview } from '#common/departures';
import type { GiftExchange } from '#common/gift-exchanges';
import type { FamilyMember } from '#common/members';
import type { WishlistItem } from '#common/wishlists';
import { memberFixtures } from '../../test/member-fixtures';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

/**
 * Issue 29: a pledge towards a group gift goes with its pledger (they leave, are removed or
 * delete their account); the claimer collecting the pledges is told, by e-mail and on their
 * claim, and the member the gift is for notices nothing.
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

const wishlist = (cookie: string, memberId: number) =>
  f.get<WishlistItem[]>(cookie, `/api/family-members/${memberId}/wishlist`);

async function ok(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/**
 * The family of member-fixtures: the owner claims the member's bike and makes it a $100 group
 * gift, and the relative (Rae Relative) pledges $25 towards it and claims the member's book.
 */
async function groupGift() {
  const fam = await f.family();
  const add = async (title: string) => {
    const res = await f.call(fam.member, 'POST', `/api/family-members/${fam.memberId}/wishlist`, {
      title,
      priceCents: 10000,
      currency: 'USD',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<WishlistItem>();
  };
  const bike = await add('Gravel bike');
  const book = await add('Cookbook');
  await ok(await f.call(fam.owner, 'POST', `/api/wishlist-items/${bike.id}/claims`, { status: 'reserved' }));
  await ok(
    await f.call(fam.owner, 'PUT', `/api/wishlist-items/${bike.id}/group-gift`, { targetCents: 10000 }),
  );
  await ok(
    await f.call(fam.relative, 'POST', `/api/wishlist-items/${bike.id}/pledges`, { amountCents: 2500 }),
  );
  await ok(
    await f.call(fam.relative, 'POST', `/api/wishlist-items/${book.id}/claims`, { status: 'reserved' }),
  );
  const ownerEmail = (await f.get<{ email: string }>(fam.owner, '/api/auth/user')).email;
  const seenBy = async (cookie: string) =>
    (await wishlist(cookie, fam.memberId)).find((i) => i.id === bike.id);
  return { ...fam, bike, book, ownerEmail, seenBy };
}

/** Every read of the member's own wishlist, as text. */
async function memberReads(cookie: string, memberId: number, familyId: number) {
  const bodies: string[] = [];
  for (const url of [
    `/api/family-members/${memberId}/wishlist`,
    `/api/families/${familyId}/wishlists`,
    `/api/families/${familyId}/wishlists?unclaimed=1`,
    `/api/family-members/${memberId}`,
    `/api/family-members/${memberId}/interest-profile`,
  ]) {
    const res = await f.call(cookie, 'GET', url);
    bodies.push(`${url} ${res.statusCode} ${res.body}`);
  }
  return bodies;
}

const releaseMails = () => smtp.received.filter((m) => m.text.includes('pledge towards "Gravel bike"'));

describe('a pledge whose pledger goes', () => {
  it('is released when they leave: the claimer is e-mailed once and sees it on their claim until they confirm it, and the member notices nothing', async () => {
    const fam = await groupGift();
    const before = await memberReads(fam.member, fam.memberId, fam.family.id);
    smtp.received.length = 0;
    await ok(await f.call(fam.relative, 'POST', `/api/family-accounts/${fam.family.id}/leave`));

    const seen = await fam.seenBy(fam.owner);
    expect(seen?.claimState?.groupGift).toMatchObject({ targetCents: 10000, pledgedCents: 0, pledges: [] });
    expect(seen?.claimState?.releasedPledges).toEqual([
      { amountCents: 2500, releasedAt: expect.any(String) },
    ]);
    expect(releaseMails().map((m) => m.to)).toEqual([[fam.ownerEmail]]);
    expect(releaseMails()[0]?.text).toContain(
      'Rae Relative is no longer in The Lees, so their $25.00 pledge towards "Gravel bike" for Sam Joiner was released. $0.00 of $100.00 is pledged now.',
    );
    // Their claim on the book is released too: someone else may get it.
    const book = (await wishlist(fam.owner, fam.memberId)).find((i) => i.id === fam.book.id);
    expect(book?.claimState).toMatchObject({ claims: [], remaining: 1 });
    expect(await memberReads(fam.member, fam.memberId, fam.family.id)).toEqual(before);

    // Confirming the claim, as after any change, clears the notice.
    await ok(
      await f.call(fam.owner, 'POST', `/api/wishlist-items/${fam.bike.id}/claims`, { status: 'reserved' }),
    );
    expect((await fam.seenBy(fam.owner))?.claimState?.releasedPledges).toEqual([]);
  });

  it('is released when the owner removes the pledger, or the pledger deletes their account, each claimer told once', async () => {
    const removed = await groupGift();
    smtp.received.length = 0;
    const records = await f.get<FamilyMember[]>(
      removed.owner,
      `/api/families/${removed.family.id}/family-members`,
    );
    const relative = records.find((m) => m.name === 'Rae Relative');
    await ok(await f.call(removed.owner, 'DELETE', `/api/family-members/${relative?.id}`));
    expect((await removed.seenBy(removed.owner))?.claimState).toMatchObject({
      groupGift: { pledgedCents: 0, pledges: [] },
      releasedPledges: [{ amountCents: 2500 }],
    });
    expect(releaseMails().map((m) => m.to)).toEqual([[removed.ownerEmail]]);

    const deleted = await groupGift();
    const before = await memberReads(deleted.member, deleted.memberId, deleted.family.id);
    smtp.received.length = 0;
    await ok(await f.call(deleted.relative, 'DELETE', '/api/user', { confirm: 'DELETE' }));
    expect((await deleted.seenBy(deleted.owner))?.claimState).toMatchObject({
      groupGift: { pledgedCents: 0, pledges: [] },
      releasedPledges: [{ amountCents: 2500 }],
    });
    expect(releaseMails().map((m) => m.to)).toEqual([[deleted.ownerEmail]]);
    expect(await memberReads(deleted.member, deleted.memberId, deleted.family.id)).toEqual(before);
  });

  it('is named, with the exchanges mended, before anyone leaves or deletes their account, and only to them', async () => {
    const fam = await groupGift();
    const records = await f.get<{ id: number; userId: number | null }[]>(
      fam.owner,
      `/api/families/${fam.family.id}/family-members`,
    );
    const exchange = await f.call(fam.owner, 'POST', `/api/families/${fam.family.id}/gift-exchanges`, {
      title: 'Winter Santa',
      budgetCents: 2500,
      participantMemberIds: records.filter((r) => r.userId !== null).map((r) => r.id),
    });
    expect(exchange.statusCode, exchange.body).toBe(201);
    const expected: DeparturePreview = {
      exchanges: [
        { id: exchange.json<GiftExchange>().id, title: 'Winter Santa', familyName: 'The Lees', remaining: 2 },
      ],
      pledges: [
        {
          itemId: fam.bike.id,
          title: 'Gravel bike',
          forName: 'Sam Joiner',
          familyName: 'The Lees',
          amountCents: 2500,
          currency: 'USD',
        },
      ],
      claims: [
        {
          itemId: fam.book.id,
          title: 'Cookbook',
          forName: 'Sam Joiner',
          familyName: 'The Lees',
          quantity: 1,
          status: 'reserved',
        },
      ],
    };
    const preview = (query: string) => f.call(fam.relative, 'GET', `/api/user/departure-preview${query}`);
    expect((await preview(`?familyId=${fam.family.id}`)).json()).toEqual(expected);
    expect((await preview('')).json()).toEqual(expected);
    const elsewhere = await f.family();
    expect((await preview(`?familyId=${elsewhere.family.id}`)).statusCode).toBe(404);
    // The member the gifts are for takes part too, but has no pledge or claim to name.
    const own = await f.get<DeparturePreview>(
      fam.member,
      `/api/user/departure-preview?familyId=${fam.family.id}`,
    );
    expect(own).toMatchObject({ pledges: [], claims: [] });
  });
});
