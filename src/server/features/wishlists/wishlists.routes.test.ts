import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WishlistItem } from '#common/wishlists';
import { memberFixtures } from '../../test/member-fixtures';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { startTestShop, type TestShop } from '../../test/test-shop';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let shop: TestShop;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  shop = await startTestShop();
  // The shop runs on 127.0.0.1: only tests may let the preview fetch a private address.
  t = await createTestApp(testConfig({ SMTP_URL: smtp.url, LINK_PREVIEW_ALLOW_PRIVATE: 'true' }));
  f = memberFixtures(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await shop.close();
});

const wishlist = (cookie: string, memberId: number) =>
  f.get<WishlistItem[]>(cookie, `/api/family-members/${memberId}/wishlist`);
async function addItem(cookie: string, memberId: number, body: Record<string, unknown>) {
  const res = await f.call(cookie, 'POST', `/api/family-members/${memberId}/wishlist`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WishlistItem>();
}
const claim = (cookie: string, id: number, body: Record<string, unknown> = { status: 'reserved' }) =>
  f.call(cookie, 'POST', `/api/wishlist-items/${id}/claims`, body);

describe('wishlists', () => {
  it('lets a member keep their own list, shown to relatives with its claims and to the member without', async () => {
    const fam = await f.family();
    const item = await addItem(fam.member, fam.memberId, {
      title: 'Trail running shoes',
      notes: 'size 42, any colour but pink',
      priority: 'high',
      priceCents: 12999,
      currency: 'usd',
    });
    expect(item).toMatchObject({
      title: 'Trail running shoes',
      notes: 'size 42, any colour but pink',
      priority: 'high',
      quantity: 1,
      priceCents: 12999,
      currency: 'USD',
      canEdit: true,
    });
    expect(item).not.toHaveProperty('claimState');
    const [seen] = await wishlist(fam.relative, fam.memberId);
    expect(seen?.canEdit).toBe(false);
    expect(seen?.claimState).toMatchObject({ claimedQuantity: 0, remaining: 1, claims: [], canClaim: true });

    const refused = await f.call(fam.relative, 'POST', `/api/family-members/${fam.memberId}/wishlist`, {
      title: 'Socks',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You can't change this member's wishlist");
    const child = await f.addMember(fam.owner, fam.family.id, {
      name: 'Lily',
      relationship: 'Child',
      age: 6,
    });
    expect((await addItem(fam.owner, child.id, { title: 'Roller skates' })).canEdit).toBe(true);
  });

  it("fills in a pasted link's title, price and picture from the page, and serves the picture itself", async () => {
    const fam = await f.family();
    const item = await addItem(fam.member, fam.memberId, { url: `${shop.origin}/og` });
    expect(item).toMatchObject({
      title: 'Wooden Train Set & Tracks',
      priceCents: 129950,
      currency: 'USD',
      url: `${shop.origin}/og`,
    });
    expect(item.imageUrl).toMatch(new RegExp(`^/api/wishlist-items/${item.id}/image\\?v=\\d+$`));
    const picture = await f.call(fam.relative, 'GET', item.imageUrl as string);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    // What the user typed wins over the page; a page that cannot be read still saves it.
    const typed = await addItem(fam.member, fam.memberId, {
      url: `${shop.origin}/og`,
      title: 'Train for Leo',
    });
    expect(typed.title).toBe('Train for Leo');
    const unread = await addItem(fam.member, fam.memberId, { url: `${shop.origin}/missing`, title: 'Kite' });
    expect(unread).toMatchObject({ title: 'Kite', imageUrl: null });
    const nothing = await f.call(fam.member, 'POST', `/api/family-members/${fam.memberId}/wishlist`, {
      url: `${shop.origin}/missing`,
    });
    expect(nothing.statusCode).toBeGreaterThanOrEqual(400);
    expect(nothing.statusCode).toBeLessThan(500);
    expect(await wishlist(fam.member, fam.memberId)).toHaveLength(3);
  });

  it('refuses bad items with a message naming the problem, saving nothing', async () => {
    const fam = await f.family();
    const other = await f.family();
    const otherOccasion = await f.call(
      other.member,
      'POST',
      `/api/family-members/${other.memberId}/occasions`,
      {
        kind: 'birthday',
        month: 1,
        day: 1,
      },
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'give a title or a link'],
      [{ title: 'x', quantity: 0 }, 'quantity must be at least 1'],
      [{ title: 'x', quantity: 100 }, 'quantity must be at most 99'],
      [{ title: 'x'.repeat(201) }, 'at most 200 characters'],
      [{ title: 'x', url: 'javascript:alert(1)' }, 'must be an http or https link'],
      [{ title: 'x', priceCents: -1 }, 'must not be negative'],
      [{ title: 'x', currency: 'dollars' }, 'three-letter currency code'],
      [{ title: 'x', priority: 'urgent' }, 'must be one of high, medium, low'],
      [{ title: 'x', occasionId: otherOccasion.json().id }, 'no such occasion in this family'],
      [{ title: 'x', colour: 'red' }, 'colour'],
    ];
    for (const [body, message] of cases) {
      const res = await f.call(fam.member, 'POST', `/api/family-members/${fam.memberId}/wishlist`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await wishlist(fam.member, fam.memberId)).toEqual([]);
    const foreign = await f.call(fam.owner, 'POST', `/api/family-members/${other.memberId}/wishlist`, {
      title: 'x',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('teaches GiftLens what the member wants, with the wish as its evidence, and forgets it with the item', async () => {
    const fam = await f.family();
    const item = await addItem(fam.member, fam.memberId, { title: 'LEGO Technic race car' });
    const lego = async () =>
      (
        await f.get<
          Array<{ concept: string; evidence: Array<{ reason: string; params: { text?: string } }> }>
        >(fam.owner, `/api/family-members/${fam.memberId}/interest-profile`)
      ).find((e) => e.concept === 'lego');
    expect((await lego())?.evidence).toEqual([
      expect.objectContaining({ reason: 'wishlist.item', params: { text: 'LEGO Technic race car' } }),
    ]);
    await f.call(fam.member, 'DELETE', `/api/wishlist-items/${item.id}`);
    expect(await lego()).toBeUndefined();
  });

  it('never proposes as a gift idea what is already on the list', async () => {
    const fam = await f.family();
    const twin = { relationship: 'Child', age: 9, interests: ['Astronomy', 'Drawing'] };
    const a = await f.addMember(fam.owner, fam.family.id, { name: 'Ana', ...twin });
    const b = await f.addMember(fam.owner, fam.family.id, { name: 'Bea', ...twin });
    const ideas = async (id: number) =>
      (await f.call(fam.owner, 'POST', `/api/ai/generate-gifts/${id}`, { occasion: 'birthday' }))
        .json<{ recommendations: Array<{ title: string }> }>()
        .recommendations.map((i) => i.title);
    const [top] = await ideas(a.id);
    expect(top).toBeDefined();
    await addItem(fam.owner, b.id, { title: top as string });
    expect(await ideas(b.id)).not.toContain(top);
  });
});

describe('claims and group gifts', () => {
  it('lets relatives claim and release, never beyond the quantity, and never the member on their own list', async () => {
    const fam = await f.family();
    const item = await addItem(fam.member, fam.memberId, { title: 'Board game', quantity: 2 });
    expect((await claim(fam.owner, item.id, { status: 'reserved', quantity: 1 })).statusCode).toBe(201);
    const more = await claim(fam.relative, item.id, { status: 'purchased', quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 1 left to claim');
    const bought = await claim(fam.relative, item.id, { status: 'purchased' });
    expect(bought.statusCode).toBe(201);
    expect(bought.json<WishlistItem>().claimState).toMatchObject({
      claimedQuantity: 2,
      purchasedQuantity: 1,
      remaining: 0,
      claims: [
        { name: expect.any(String), quantity: 1, status: 'reserved', mine: false },
        { name: 'Rae Relative', quantity: 1, status: 'purchased', mine: true },
      ],
    });
    const own = await claim(fam.member, item.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("You can't claim an item on your own wishlist");
    expect((await f.call(fam.owner, 'DELETE', `/api/wishlist-items/${item.id}/claims/mine`)).statusCode).toBe(
      204,
    );
    expect((await f.call(fam.owner, 'DELETE', `/api/wishlist-items/${item.id}/claims/mine`)).statusCode).toBe(
      404,
    );
    expect((await claim(fam.owner, item.id, { status: 'reserved', quantity: 0 })).statusCode).toBe(400);
  });

  it('lets a claimer mark their claim bought even after the member lowered the quantity', async () => {
    const fam = await f.family();
    const item = await addItem(fam.member, fam.memberId, { title: 'Tea cups', quantity: 2 });
    await claim(fam.owner, item.id, { status: 'reserved', quantity: 1 });
    await claim(fam.relative, item.id, { status: 'reserved', quantity: 1 });
    await f.call(fam.member, 'PUT', `/api/wishlist-items/${item.id}`, { title: 'Tea cups', quantity: 1 });
    const bought = await claim(fam.relative, item.id, { status: 'purchased', quantity: 1 });
    expect(bought.statusCode, bought.body).toBe(201);
    const more = await claim(fam.relative, item.id, { status: 'purchased', quantity: 2 });
    expect(more.statusCode).toBe(409);
  });

  it('gives the last one to exactly one of two relatives claiming it at the same moment', async () => {
    const fam = await f.family();
    const item = await addItem(fam.member, fam.memberId, { title: 'Concert tickets' });
    const statuses = (await Promise.all([claim(fam.owner, item.id), claim(fam.relative, item.id)]))
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
    const [seen] = await wishlist(fam.owner, fam.memberId);
    expect(seen?.claimState?.claims).toHaveLength(1);
  });

  it('lets a claimer start a group gift that others pledge towards, up to its target', async () => {
    const fam = await f.family();
    const item = await addItem(fam.member, fam.memberId, { title: 'Espresso machine', priceCents: 30000 });
    const early = await f.call(fam.relative, 'POST', `/api/wishlist-items/${item.id}/pledges`, {
      amountCents: 1000,
    });
    expect(early.statusCode).toBe(409);
    const notClaimed = await f.call(fam.relative, 'PUT', `/api/wishlist-items/${item.id}/group-gift`, {
      targetCents: 30000,
    });
    expect(notClaimed.statusCode).toBe(403);
    await claim(fam.owner, item.id);
    const started = await f.call(fam.owner, 'PUT', `/api/wishlist-items/${item.id}/group-gift`, {
      targetCents: 30000,
    });
    expect(started.statusCode, started.body).toBe(200);
    const pledge = await f.call(fam.relative, 'POST', `/api/wishlist-items/${item.id}/pledges`, {
      amountCents: 10000,
    });
    expect(pledge.statusCode).toBe(201);
    expect(pledge.json<WishlistItem>().claimState?.groupGift).toMatchObject({
      targetCents: 30000,
      pledgedCents: 10000,
      pledges: [{ name: 'Rae Relative', amountCents: 10000, mine: true }],
    });
    for (const [amountCents, message] of [
      [0, 'amountCents must be at least 1'],
      [20001, 'at most 20000 cents are left'],
    ] as const) {
      const res = await f.call(fam.owner, 'POST', `/api/wishlist-items/${item.id}/pledges`, { amountCents });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const mine = await f.call(fam.member, 'POST', `/api/wishlist-items/${item.id}/pledges`, {
      amountCents: 100,
    });
    expect(mine.statusCode).toBe(403);
  });

  it("keeps every read of the member's own the same, byte for byte, whatever relatives claim and pledge", async () => {
    const fam = await f.family();
    const item = await addItem(fam.member, fam.memberId, { title: 'Hiking backpack', quantity: 2 });
    await addItem(fam.member, fam.memberId, { title: 'Jazz vinyl' });
    const [family] = await f.get<Array<{ id: number }>>(fam.member, '/api/user/families');
    const reads = [
      `/api/family-members/${fam.memberId}/wishlist`,
      `/api/families/${family?.id}/wishlists`,
      `/api/families/${family?.id}/wishlists?unclaimed=1`,
      `/api/family-members/${fam.memberId}`,
      `/api/family-members/${fam.memberId}/interest-profile`,
      `/api/gift-ideas/member/${fam.memberId}`,
      '/api/analytics/stats',
      `/api/families/${family?.id}/occasions?days=366`,
    ];
    const snapshot = async () => {
      const bodies: string[] = [];
      for (const url of reads) {
        const res = await f.call(fam.member, 'GET', url);
        bodies.push(`${url} ${res.statusCode} ${res.body}`);
      }
      const exported = await f.call(fam.member, 'GET', '/api/user/export');
      bodies.push(exported.body.replace(/"generatedAt": ?"[^"]+"/, ''));
      return bodies;
    };
    const before = await snapshot();
    await claim(fam.owner, item.id, { status: 'purchased' });
    await f.call(fam.owner, 'PUT', `/api/wishlist-items/${item.id}/group-gift`, { targetCents: 20000 });
    await f.call(fam.relative, 'POST', `/api/wishlist-items/${item.id}/pledges`, { amountCents: 5000 });
    await claim(fam.relative, item.id, { status: 'reserved' });
    expect(await snapshot()).toEqual(before);
    // Relatives do see it.
    const [seen] = await wishlist(fam.relative, fam.memberId);
    expect(seen?.claimState?.claimedQuantity).toBe(2);
  });

  it('lets the family tell members that a wish was claimed, never by whom or how many', async () => {
    const fam = await f.family();
    const item = await addItem(fam.member, fam.memberId, { title: 'Kayak paddle', quantity: 3 });
    await claim(fam.relative, item.id, { status: 'purchased', quantity: 2 });
    expect((await wishlist(fam.member, fam.memberId))[0]).not.toHaveProperty('somethingClaimed');
    const on = await f.call(fam.owner, 'PUT', `/api/family-accounts/${fam.family.id}`, {
      settings: { privacy: { showClaimedToMember: true } },
    });
    expect(on.statusCode, on.body).toBe(200);
    const [own] = await wishlist(fam.member, fam.memberId);
    expect(own?.somethingClaimed).toBe(true);
    expect(own).not.toHaveProperty('claimState');
  });

  it('tells claimers when an item changed, and by e-mail when it went', async () => {
    const fam = await f.family();
    const item = await addItem(fam.member, fam.memberId, { title: 'Camera strap' });
    await claim(fam.relative, item.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await f.call(fam.member, 'PUT', `/api/wishlist-items/${item.id}`, {
      title: 'Camera strap, leather',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [seen] = await wishlist(fam.relative, fam.memberId);
    expect(seen?.claimState?.changedSinceMyClaim).toBe(true);
    smtp.received.length = 0;
    expect((await f.call(fam.member, 'DELETE', `/api/wishlist-items/${item.id}`)).statusCode).toBe(204);
    const email = (await f.get<{ email: string }>(fam.relative, '/api/auth/user')).email;
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail?.text).toContain(
      'removed "Camera strap, leather" from their wishlist, so your claim on it was released',
    );
    expect(await wishlist(fam.relative, fam.memberId)).toEqual([]);
  });
});
