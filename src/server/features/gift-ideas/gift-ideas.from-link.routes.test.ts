import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftIdea } from '#common/gifts/schemas';
import { giftIdeas } from '../../db/schema';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { startTestShop, type TestShop } from '../../test/test-shop';

/** `POST /api/gift-ideas/from-link` (issue 31): a shop's page shared to GiftLens, saved as an idea. */
let t: TestApp;
let shop: TestShop;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  shop = await startTestShop();
  t = await createTestApp(testConfig({ LINK_PREVIEW_ALLOW_PRIVATE: 'true' }));
  f = memberFixtures(t);
});
afterAll(async () => {
  await t.close();
  await shop.close();
});

const save = (cookie: string, body: Record<string, unknown>) =>
  f.call(cookie, 'POST', '/api/gift-ideas/from-link', body);
const ideaCount = async () => (await t.database.db.select({ n: count() }).from(giftIdeas))[0]?.n;

describe('saving a shared shop page as a gift idea', () => {
  it("keeps the page's title, dollar price and link, says why in plain words, and lists it for relatives", async () => {
    const fam = await f.family();
    const res = await save(fam.owner, { familyMemberId: fam.memberId, url: `${shop.origin}/og` });
    expect(res.statusCode, res.body).toBe(201);
    const idea = res.json<GiftIdea>();
    expect(idea).toMatchObject({
      familyMemberId: fam.memberId,
      title: 'Wooden Train Set & Tracks',
      estimatedPrice: 129_950,
      purchaseUrl: `${shop.origin}/og`,
      aiGenerated: false,
      aiReasoning: expect.stringMatching(/^Saved for .+ from a shop's page shared to GiftLens\.$/),
    });
    const forRelative = await f.get<GiftIdea[]>(fam.relative, `/api/gift-ideas/member/${fam.memberId}`);
    expect(forRelative.map((i) => i.title)).toContain('Wooden Train Set & Tracks');
    // What relatives plan for her stays theirs (decision 0034): she never sees it.
    const forHer = await f.get<GiftIdea[]>(fam.member, `/api/gift-ideas/member/${fam.memberId}`);
    expect(forHer.map((i) => i.title)).not.toContain('Wooden Train Set & Tracks');
  });

  it('keeps a title typed over the page, leaves a price in another currency out, and saves one for oneself', async () => {
    const fam = await f.family();
    const res = await save(fam.member, {
      familyMemberId: fam.memberId,
      url: `${shop.origin}/og-price`,
      title: 'Red kite for the beach',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<GiftIdea>()).toMatchObject({ title: 'Red kite for the beach', estimatedPrice: null });
    // Made by her for herself: among the ideas she sees (and, as every idea of hers, her relatives).
    const forHer = await f.get<GiftIdea[]>(fam.member, `/api/gift-ideas/member/${fam.memberId}`);
    expect(forHer.map((i) => i.title)).toEqual(['Red kite for the beach']);
  });

  it('answers 409 naming the idea when the same page is saved twice, and stores it once', async () => {
    const fam = await f.family();
    const body = { familyMemberId: fam.memberId, url: `${shop.origin}/og` };
    expect((await save(fam.owner, body)).statusCode).toBe(201);
    const before = await ideaCount();
    const again = await save(fam.relative, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'gift_idea_exists',
      params: { title: 'Wooden Train Set & Tracks', name: 'Sam Joiner' },
    });
    expect(await ideaCount()).toBe(before);
  });

  it('refuses bad input and other families with a clear answer, saving nothing', async () => {
    const fam = await f.family();
    const before = await ideaCount();
    const cases: Array<[Record<string, unknown>, string, number, string]> = [
      [{ familyMemberId: fam.memberId, url: 'javascript:alert(1)' }, fam.owner, 400, 'url'],
      [
        { familyMemberId: fam.memberId, url: `${shop.origin}/og`, title: 'x'.repeat(201) },
        fam.owner,
        400,
        'title',
      ],
      [{ familyMemberId: fam.memberId, url: `${shop.origin}/og`, extra: 1 }, fam.owner, 400, 'extra'],
      [{ familyMemberId: 'abc', url: `${shop.origin}/og` }, fam.owner, 400, 'familyMemberId'],
      [{ familyMemberId: fam.memberId, url: `${shop.origin}/og` }, fam.outsider, 404, 'Family member'],
    ];
    for (const [body, who, status, named] of cases) {
      const res = await save(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(named);
    }
    expect(await ideaCount()).toBe(before);
  });

  it('needs a title when the page cannot be read or names none', async () => {
    const fam = await f.family();
    const res = await save(fam.owner, { familyMemberId: fam.memberId, url: `${shop.origin}/no-such-page` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const typed = await save(fam.owner, {
      familyMemberId: fam.memberId,
      url: `${shop.origin}/no-such-page`,
      title: 'Board game night set',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json<GiftIdea>().title).toBe('Board game night set');
  });

  it('answers 403 when the member keeps their gift ideas private from the saver', async () => {
    const fam = await f.family();
    await f.setPrivacy(fam.member, fam.memberId, { giftsVisible: false });
    const res = await save(fam.relative, { familyMemberId: fam.memberId, url: `${shop.origin}/og` });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('gift_ideas_private');
  });
});
