import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateGiftsResponse, GiftIdea } from '#common/gifts/schemas';
import { adFixtures, CATEGORY } from '../../test/ad-fixtures';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof adFixtures>;
beforeAll(async () => {
  t = await createTestApp(testConfig({ AFFILIATE_TAG: 'giftlens-20' }));
  f = adFixtures(t);
});
afterAll(() => t.close());

async function generate(
  cookie: string,
  memberId: number,
  body: Record<string, unknown> = { occasion: 'birthday' },
) {
  const res = await f.call(cookie, 'POST', `/api/ai/generate-gifts/${memberId}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<GenerateGiftsResponse>();
}
const ideasOf = (cookie: string, memberId: number) =>
  f.get<GiftIdea[]>(cookie, `/api/gift-ideas/member/${memberId}`);

/** A family with a 7-year-old who loves LEGO (answers and a tracked ad). */
async function familyWithChild() {
  const fam = await f.family();
  const child = await f.addMember(fam.owner, fam.family.id, {
    name: 'Mia Lee',
    relationship: 'Child',
    age: 7,
    interests: ['LEGO', 'Drawing'],
  });
  await f.track(fam.owner, child.id, { description: 'LEGO Classic brick box', categoryId: CATEGORY.toys });
  return { ...fam, child };
}

describe('generating gift ideas without AI', () => {
  it('saves explained ideas from the catalogue and says plainly that AI is not configured', async () => {
    const { owner, child } = await familyWithChild();
    const answer = await generate(owner, child.id, { occasion: 'birthday', budget: { min: 10, max: 80 } });
    expect(answer.demoMode).toBe(true);
    expect(answer.source).toBe('offline');
    expect(answer.reason).toBe("AI is not configured, so these ideas come from GiftLens's own catalogue.");
    expect(answer.recommendations).toHaveLength(6);
    for (const idea of answer.recommendations) {
      expect(idea.estimatedPrice).toBeGreaterThanOrEqual(1000);
      expect(idea.estimatedPrice).toBeLessThanOrEqual(8000);
      expect(idea.aiConfidence).toBeGreaterThanOrEqual(1);
      expect(idea.aiConfidence).toBeLessThanOrEqual(10);
      expect(idea.isPurchased).toBe(false);
      expect(idea.aiGenerated).toBe(false);
    }
    const [first] = answer.recommendations;
    expect(first?.aiReasoning).toMatch(/Mia's interest in LEGO/);
    expect(first?.aiReasoning).not.toContain('Lee');
    expect(first?.purchaseUrl).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=/);
    expect(first?.affiliateUrl).toContain('tag=giftlens-20');
    expect(first?.commissionRate).toBe(300);
    expect((await ideasOf(owner, child.id)).map((i) => i.id).sort()).toEqual(
      answer.recommendations.map((i) => i.id).sort(),
    );
  });

  it('never repeats an idea: a second batch leaves out the first, and a deleted idea stays away', async () => {
    const { owner, child } = await familyWithChild();
    const first = await generate(owner, child.id);
    const removed = first.recommendations[0];
    expect((await f.call(owner, 'DELETE', `/api/gift-ideas/${removed?.id}`)).statusCode).toBe(204);
    const second = await generate(owner, child.id, { occasion: 'birthday', different: true });
    const firstTitles = new Set(first.recommendations.map((i) => i.title));
    expect(second.recommendations.filter((i) => firstTitles.has(i.title))).toEqual([]);
    expect(second.recommendations.length).toBe(6);
  });

  it('generates from the whole profile for general gift giving', async () => {
    const { owner, child } = await familyWithChild();
    const res = await f.call(owner, 'POST', `/api/ai/gifts-master-profile/${child.id}`, {
      occasion: 'General gift giving',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<GenerateGiftsResponse>().recommendations[0]?.occasion).toBe('general');
  });

  it('says when there are no signals and picks by age and occasion', async () => {
    const fam = await f.family();
    const toddler = await f.addMember(fam.owner, fam.family.id, {
      name: 'Theo',
      relationship: 'Child',
      age: 2,
    });
    const answer = await generate(fam.owner, toddler.id);
    expect(answer.recommendations[0]?.aiReasoning).toContain('GiftLens has no signals about Theo yet');
  });

  it('refuses bad input with a clear 400 and saves nothing', async () => {
    const { owner, child } = await familyWithChild();
    const bad = [
      [{ occasion: 'birthday', budget: { min: 90, max: 20 } }, 'min must not be above max'],
      [{ occasion: 'birthday', budget: { min: -5, max: 20 } }, 'must not be negative'],
      [{ occasion: 'birthday', budget: { min: 5, max: 100_001 } }, 'at most $100000'],
      [{ occasion: 'party' }, 'must be one of'],
      [{ occasion: 'custom' }, 'customOccasion'],
      [{ occasion: 'custom', customOccasion: 'x'.repeat(101) }, 'at most 100 characters'],
      [{ occasion: 'birth\u0000day' }, 'NUL'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await f.call(owner, 'POST', `/api/ai/generate-gifts/${child.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await ideasOf(owner, child.id)).toEqual([]);
  });

  it('accepts a custom occasion with its text', async () => {
    const { owner, child } = await familyWithChild();
    const answer = await generate(owner, child.id, {
      occasion: 'custom',
      customOccasion: 'End of school year',
    });
    expect(answer.recommendations[0]?.occasion).toBe('End of school year');
  });
});

describe('marking, rating and deleting', () => {
  it('marks considered and purchased one flag at a time, and refuses {} or both flags', async () => {
    const { owner, member, memberId } = await familyWithChild();
    const [a, b] = (await generate(owner, memberId)).recommendations;
    const considered = await f.call(owner, 'PUT', `/api/gift-ideas/${a?.id}`, { isConsidered: true });
    expect(considered.statusCode, considered.body).toBe(200);
    expect(considered.json<GiftIdea>()).toMatchObject({ isConsidered: true, isPurchased: false });
    const bought = await f.call(owner, 'PUT', `/api/gift-ideas/${b?.id}`, { isPurchased: true });
    expect(bought.json<GiftIdea>()).toMatchObject({ isPurchased: true, purchasePending: false });
    for (const body of [{}, { isPurchased: true, isConsidered: true }, { isPurchased: 'yes' }]) {
      const res = await f.call(owner, 'PUT', `/api/gift-ideas/${a?.id}`, body);
      expect(res.statusCode).toBe(400);
    }
    // The member the ideas are for sees none of the ideas others made for them, nor reaches them.
    expect(await ideasOf(member, memberId)).toEqual([]);
    expect((await f.call(member, 'PUT', `/api/gift-ideas/${a?.id}`, { isPurchased: true })).statusCode).toBe(
      404,
    );
    expect((await f.call(member, 'DELETE', `/api/gift-ideas/${a?.id}`)).statusCode).toBe(404);
    // The ideas they make for themself they see without any status, nor ratings, even once marked.
    const [own] = (await generate(member, memberId)).recommendations;
    expect(
      (await f.call(owner, 'PUT', `/api/gift-ideas/${own?.id}`, { isConsidered: true })).statusCode,
    ).toBe(200);
    const theirs = await ideasOf(member, memberId);
    expect(theirs).toHaveLength(6);
    for (const idea of theirs) {
      expect(idea).not.toHaveProperty('isPurchased');
      expect(idea).not.toHaveProperty('isConsidered');
      expect(idea).not.toHaveProperty('purchasePending');
      expect(idea).not.toHaveProperty('ratings');
      expect(idea.canMark).toBe(false);
    }
    const listed = await f.get<GiftIdea[]>(member, '/api/gift-ideas');
    expect(listed.every((i) => i.familyMemberId !== memberId || !('isPurchased' in i))).toBe(true);
    expect(await f.get<GiftIdea[]>(member, '/api/gift-ideas?status=purchased')).toEqual([]);
    const mark = await f.call(member, 'PUT', `/api/gift-ideas/${own?.id}`, { isPurchased: true });
    expect(mark.statusCode).toBe(403);
    const purchased = await f.get<GiftIdea[]>(owner, '/api/gift-ideas?status=purchased');
    expect(purchased.map((i) => i.id)).toEqual([b?.id]);
    const consideredList = await f.get<GiftIdea[]>(owner, '/api/gift-ideas?status=considered');
    expect(consideredList.map((i) => i.id).sort()).toEqual([a?.id, own?.id].sort());
  });

  it('lets the member delete the ideas they made for themself, leaving one a relative marked to the relatives', async () => {
    const { owner, member, memberId } = await familyWithChild();
    const [kept, gone] = (await generate(member, memberId)).recommendations;
    expect(
      (await f.call(owner, 'PUT', `/api/gift-ideas/${kept?.id}`, { isPurchased: true })).statusCode,
    ).toBe(200);
    for (const idea of [kept, gone]) {
      expect((await f.call(member, 'DELETE', `/api/gift-ideas/${idea?.id}`)).statusCode).toBe(204);
    }
    const left = (await ideasOf(member, memberId)).map((i) => i.id);
    expect(left).not.toContain(kept?.id);
    expect(left).not.toContain(gone?.id);
    expect(left).toHaveLength(4);
    // The owner's purchase is not lost: the idea is the relatives' now, still bought, hers to delete.
    const ownerSees = (await ideasOf(owner, memberId)).find((i) => i.id === kept?.id);
    expect(ownerSees).toMatchObject({ isPurchased: true, canDelete: true });
    expect((await ideasOf(owner, memberId)).some((i) => i.id === gone?.id)).toBe(false);
    // Neither comes back to the member when they ask again.
    const again = (await generate(member, memberId)).recommendations.map((i) => i.title);
    expect(again).not.toContain(kept?.title);
    expect(again).not.toContain(gone?.title);
  });

  it('hides who marked an idea unless they let others see their activity', async () => {
    const { owner, relative, child } = await familyWithChild();
    const [a] = (await generate(owner, child.id)).recommendations;
    await f.call(relative, 'PUT', `/api/gift-ideas/${a?.id}`, { isConsidered: true });
    const relativeId = await f.userId(relative);
    const seenByOwner = async () =>
      (await ideasOf(owner, child.id)).find((i) => i.id === a?.id)?.consideredByUserId;
    expect(await seenByOwner()).toBeNull();
    const own = (await ideasOf(relative, child.id)).find((i) => i.id === a?.id);
    expect(own?.consideredByUserId).toBe(relativeId);
    await f.call(relative, 'PATCH', '/api/user/settings', { activityVisible: true });
    expect(await seenByOwner()).toBe(relativeId);
  });

  it("keeps a non-owner's purchase pending until the owner approves it when the family asks", async () => {
    const { owner, relative, family, child } = await familyWithChild();
    const set = await f.call(owner, 'PUT', `/api/family-accounts/${family.id}`, {
      settings: { privacy: { requireApprovalForGifts: true } },
    });
    expect(set.statusCode, set.body).toBe(200);
    const [a] = (await generate(owner, child.id)).recommendations;
    const marked = await f.call(relative, 'PUT', `/api/gift-ideas/${a?.id}`, { isPurchased: true });
    expect(marked.json<GiftIdea>()).toMatchObject({
      isPurchased: false,
      purchasePending: true,
      canApprove: false,
    });
    expect((await f.call(relative, 'POST', `/api/gift-ideas/${a?.id}/approve-purchase`)).statusCode).toBe(
      403,
    );
    const approved = await f.call(owner, 'POST', `/api/gift-ideas/${a?.id}/approve-purchase`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<GiftIdea>()).toMatchObject({ isPurchased: true, purchasePending: false });
    expect((await f.call(owner, 'POST', `/api/gift-ideas/${a?.id}/approve-purchase`)).statusCode).toBe(409);
  });

  it('learns from feedback: a purchase or thumbs-up strengthens the concepts, a deletion weakens them', async () => {
    const { owner, child } = await familyWithChild();
    const ideas = (await generate(owner, child.id)).recommendations;
    const lego = ideas.find((i) => /lego/i.test(i.title));
    expect(lego).toBeDefined();
    const legoScore = async () =>
      (
        await f.get<Array<{ concept: string; score: number }>>(
          owner,
          `/api/family-members/${child.id}/interest-profile`,
        )
      ).find((e) => e.concept === 'lego')?.score ?? 0;
    const before = await legoScore();
    const rated = await f.call(owner, 'POST', `/api/gift-ideas/${lego?.id}/rating`, { rating: 'up' });
    expect(rated.json<GiftIdea>()).toMatchObject({ myRating: 'up', ratings: { up: 1, down: 0 } });
    const evidence = (await f.profile(owner, child.id)).find((e) => e.concept === 'lego')?.evidence ?? [];
    expect(evidence.some((e) => e.source === 'gift_feedback' && e.text === 'feedback on a gift idea')).toBe(
      true,
    );
    const after = await legoScore();
    expect(after).toBeGreaterThan(before);
    await f.call(owner, 'DELETE', `/api/gift-ideas/${lego?.id}`);
    expect(await legoScore()).toBeLessThan(after);
    const bad = await f.call(owner, 'POST', `/api/gift-ideas/${ideas[1]?.id}/rating`, { rating: 'meh' });
    expect(bad.statusCode).toBe(400);
  });

  it('records a buy-link click and answers 404 for an idea of another family', async () => {
    const { owner, outsider, child } = await familyWithChild();
    const [a] = (await generate(owner, child.id)).recommendations;
    const click = { giftIdeaId: a?.id, userAgent: 'test', referrer: 'http://localhost:3000/gift-ideas' };
    expect((await f.call(owner, 'POST', '/api/affiliate/click', click)).statusCode).toBe(204);
    await f.createFamily(outsider);
    for (const [method, url, body] of [
      ['POST', '/api/affiliate/click', click],
      ['PUT', `/api/gift-ideas/${a?.id}`, { isConsidered: true }],
      ['DELETE', `/api/gift-ideas/${a?.id}`, undefined],
      ['POST', `/api/gift-ideas/${a?.id}/rating`, { rating: 'up' }],
      ['POST', `/api/ai/generate-gifts/${child.id}`, { occasion: 'birthday' }],
    ] as const) {
      const res = await f.call(outsider, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await f.get<GiftIdea[]>(outsider, '/api/gift-ideas')).toEqual([]);
    expect((await ideasOf(owner, child.id)).find((i) => i.id === a?.id)?.isConsidered).toBe(false);
  });
});

describe('who sees gift ideas', () => {
  it("hides a member's ideas from others when they turn giftsVisible off", async () => {
    const { owner, member, relative, memberId } = await familyWithChild();
    const ideas = (await generate(member, memberId)).recommendations;
    await f.setPrivacy(member, memberId, { giftsVisible: false });
    for (const viewer of [owner, relative]) {
      expect((await f.call(viewer, 'GET', `/api/gift-ideas/member/${memberId}`)).statusCode).toBe(403);
      const all = await f.get<GiftIdea[]>(viewer, '/api/gift-ideas');
      expect(all.filter((i) => i.familyMemberId === memberId)).toEqual([]);
      expect(
        (await f.call(viewer, 'PUT', `/api/gift-ideas/${ideas[0]?.id}`, { isConsidered: true })).statusCode,
      ).toBe(404);
      expect(
        (await f.call(viewer, 'POST', `/api/ai/generate-gifts/${memberId}`, { occasion: 'birthday' }))
          .statusCode,
      ).toBe(403);
    }
    expect(await ideasOf(member, memberId)).toHaveLength(6);
  });

  it('limits ideas to the owner and the member with giftsVisibleToAll off', async () => {
    const { owner, member, relative, family, memberId } = await familyWithChild();
    await generate(owner, memberId);
    await generate(member, memberId);
    await f.call(owner, 'PUT', `/api/family-accounts/${family.id}`, {
      settings: { privacy: { giftsVisibleToAll: false } },
    });
    expect((await f.call(relative, 'GET', `/api/gift-ideas/member/${memberId}`)).statusCode).toBe(403);
    expect(await ideasOf(owner, memberId)).toHaveLength(12);
    // The member sees the ideas they made for themself, never the owner's for them.
    expect(await ideasOf(member, memberId)).toHaveLength(6);
  });

  it('filters by member, category and words', async () => {
    const { owner, child, memberId } = await familyWithChild();
    const childIdeas = (await generate(owner, child.id)).recommendations;
    await generate(owner, memberId);
    const mine = await f.get<GiftIdea[]>(owner, `/api/gift-ideas?familyMemberId=${child.id}`);
    expect(mine.map((i) => i.id).sort()).toEqual(childIdeas.map((i) => i.id).sort());
    const category = childIdeas[0]?.categoryId;
    const inCategory = await f.get<GiftIdea[]>(owner, `/api/gift-ideas?categoryId=${category}`);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((i) => i.categoryId === category)).toBe(true);
    const word = childIdeas[0]?.title.split(' ')[0] ?? '';
    const found = await f.get<GiftIdea[]>(owner, `/api/gift-ideas?q=${encodeURIComponent(word)}`);
    expect(found.some((i) => i.id === childIdeas[0]?.id)).toBe(true);
    expect((await f.call(owner, 'GET', '/api/gift-ideas?status=bought')).statusCode).toBe(400);
  });

  it('lists the best idea first, highest confidence down, on the family list and the member list', async () => {
    const { owner, child, memberId } = await familyWithChild();
    await generate(owner, child.id);
    // A newer batch for a member GiftLens knows nothing about: weaker ideas, made later.
    await generate(owner, memberId);
    const confidences = (ideas: GiftIdea[]) => ideas.map((i) => i.aiConfidence);
    const bestFirst = (values: number[]) => [...values].sort((a, b) => b - a);

    const family = confidences(await f.get<GiftIdea[]>(owner, '/api/gift-ideas'));
    expect(family).toHaveLength(12);
    expect(new Set(family).size).toBeGreaterThan(1);
    expect(family).toEqual(bestFirst(family));

    const member = confidences(await ideasOf(owner, child.id));
    expect(new Set(member).size).toBeGreaterThan(1);
    expect(member).toEqual(bestFirst(member));
  });

  it('counts real gift figures on the dashboard stats', async () => {
    const { owner, child } = await familyWithChild();
    const [a] = (await generate(owner, child.id)).recommendations;
    await f.call(owner, 'PUT', `/api/gift-ideas/${a?.id}`, { isPurchased: true });
    const stats = await f.get<{ totalGiftIdeas: number; purchasedGifts: number }>(
      owner,
      '/api/analytics/stats',
    );
    expect(stats).toMatchObject({ totalGiftIdeas: 6, purchasedGifts: 1 });
  });
});

describe('your data', () => {
  it('puts the ideas a user generated, marked and rated in their download, never the status of their own', async () => {
    const { owner, member, memberId, child } = await familyWithChild();
    const [a] = (await generate(owner, child.id)).recommendations;
    const [forMember] = (await generate(owner, memberId)).recommendations;
    await f.call(owner, 'PUT', `/api/gift-ideas/${a?.id}`, { isPurchased: true });
    await f.call(owner, 'PUT', `/api/gift-ideas/${forMember?.id}`, { isPurchased: true });
    await f.call(owner, 'POST', `/api/gift-ideas/${a?.id}/rating`, { rating: 'down' });
    const exported = async (cookie: string) =>
      (
        await f.get<{ sections: { giftIdeas: { data: Record<string, Array<{ title: string }>> } } }>(
          cookie,
          '/api/user/export',
        )
      ).sections.giftIdeas.data;
    const mine = await exported(owner);
    expect(mine.created).toHaveLength(12);
    expect(mine.markedPurchased?.map((i) => i.title).sort()).toEqual([a?.title, forMember?.title].sort());
    expect(mine.ratings).toEqual([expect.objectContaining({ title: a?.title, rating: 'down' })]);
    const theirs = await exported(member);
    expect(JSON.stringify(theirs)).not.toContain(forMember?.title ?? '-');
  });
});
