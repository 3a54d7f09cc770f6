// The privacy matrix for words made from a member's fields (issue 29): a gift reason, a feed
// text or an AI prompt built from the age (or from the budget the member's answers name) carries
// that field's privacy. A viewer who may not see the age reads wording without it, whoever made
// the words, on every read path; the generator a viewer starts uses only what they may see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardOf, type RenderingApp, startRenderingApp } from './privacy-matrix.support';
import { memberFixtures } from './server/test/member-fixtures';
import { candidatesIn } from './server/test/openai-stand-in';
import type { TestApp } from './server/test/test-app';

let running: RenderingApp;
let t: TestApp;
let f: ReturnType<typeof memberFixtures>;

beforeAll(async () => {
  running = await startRenderingApp();
  t = running.t;
  f = memberFixtures(t);
  // The model echoes who the prompt said the recipient is, so its words show what it was told.
  running.ai.answer((request) => {
    const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
    const recipient = /^Recipient: (.*)$/m.exec(user)?.[1] ?? '';
    const ideas = candidatesIn(request)
      .slice(0, 2)
      .map((c, i) => ({
        title: `${c.title} (pick ${i})`,
        description: 'A thoughtful gift.',
        category: c.category,
        estimatedPriceDollars: c.price,
        searchPhrase: c.title,
        reasoning: `Chosen for ${recipient}`,
        confidence: 6,
        basedOn: c.id,
      }));
    return { kind: 'content', content: JSON.stringify({ ideas }) };
  });
});

afterAll(() => running.close());

const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r;
};

const get = async (cookie: string, url: string) => {
  const res = await t.request({ method: 'GET', url, cookie });
  return { status: res.statusCode, body: res.body };
};

/** The prompt of the last AI request, as sent. */
const lastPrompt = () => JSON.stringify(running.ai.requests.at(-1)?.messages ?? []);

/** Ideas and a feed made for the member by `maker`, then every read path `viewer` has. */
async function readsAfterMaking(maker: string, viewer: string, memberId: number, familyId: number) {
  await ok(f.call(maker, 'POST', `/api/ai/generate-gifts/${memberId}`, { occasion: 'birthday' }), 201);
  await ok(f.call(maker, 'POST', `/api/instagram-ads/generate/${memberId}`, { count: 6 }), 201);
  return {
    ideas: await get(viewer, '/api/gift-ideas'),
    memberIdeas: await get(viewer, `/api/gift-ideas/member/${memberId}`),
    feed: await get(viewer, `/api/instagram-ads?memberId=${memberId}`),
    member: await get(viewer, `/api/family-members/${memberId}`),
    members: await get(viewer, `/api/families/${familyId}/family-members`),
    dashboard: await dashboardOf(t, viewer),
  };
}

/** Anything that says this age in words: "a 77-year-old retiree", "someone aged 77", "77 years". */
const namesAge = (text: string, age: number) =>
  new RegExp(`\\b${age}-year-old|aged ${age}\\b|\\b${age} years`, 'i').test(text);

describe('words made from a hidden age', () => {
  it("never tell a relative Grandpa Joe's age, hidden by the family's default, though the owner's ideas and feed were made from it", async () => {
    const olga = await f.user('olga');
    const kim = await f.user('kim');
    const family = await f.createFamily(olga);
    await f.join(kim, family.inviteCode, {
      name: 'Kim Lee',
      email: 'kim@example.com',
      relationship: 'Sibling',
    });
    const joe = await f.addMember(olga, family.id, { name: 'Joe', relationship: 'Grandparent', age: 77 });
    expect((await f.member(kim, joe.id)).age).toBeNull();

    const reads = await readsAfterMaking(olga, kim, joe.id, family.id);
    // The owner's request was made from the age: her prompt says "retiree" without "(age not given)".
    expect(lastPrompt()).toContain('Recipient: Joe, retiree.');
    for (const [path, read] of Object.entries(reads)) {
      expect(read.status, path).toBe(200);
      expect(namesAge(read.body, 77), `${path} names the age`).toBe(false);
      expect(read.body, path).not.toContain('Chosen for Joe, retiree.');
    }
    // The owner still reads the words she may see.
    const hers = await get(olga, `/api/gift-ideas/member/${joe.id}`);
    expect(namesAge(hers.body, 77)).toBe(true);
    expect(hers.body).toContain('Chosen for Joe, retiree.');
    // Kim reads the relationship's wording instead.
    expect(reads.memberIdeas.body).toContain('a grandparent (no age given)');

    // Kim's own request uses only what she may see: no age in the prompt, the recommender or the words.
    await ok(f.call(kim, 'POST', `/api/ai/generate-gifts/${joe.id}`, { occasion: 'christmas' }), 201);
    expect(lastPrompt()).toContain('Recipient: Joe, retiree (age not given).');
    expect(namesAge(lastPrompt(), 77)).toBe(false);
    const feed = await ok(f.call(kim, 'POST', `/api/instagram-ads/generate/${joe.id}`, { count: 6 }), 201);
    expect(namesAge(feed.body, 77)).toBe(false);
    expect(namesAge((await get(kim, '/api/gift-ideas')).body, 77)).toBe(false);
  });

  it('never tell anyone but Jon his age once he turns personal info off, though the family shows ages', async () => {
    const olga = await f.user('olga');
    const kim = await f.user('kim');
    const jon = await f.user('jon');
    const family = await f.createFamily(olga);
    await ok(
      f.call(olga, 'PUT', `/api/family-accounts/${family.id}`, {
        settings: { privacy: { personalInfoVisibleToAll: true } },
      }),
    );
    await f.join(kim, family.inviteCode, {
      name: 'Kim Lee',
      email: 'kim@example.com',
      relationship: 'Sibling',
    });
    const joined = await f.join(jon, family.inviteCode, {
      name: 'Jon Lee',
      email: 'jon@example.com',
      relationship: 'Sibling',
      age: 41,
    });
    const jonId = joined.member.id;
    expect((await f.member(kim, jonId)).age).toBe(41);
    await f.setPrivacy(jon, jonId, { personalInfoVisible: false });

    // Jon's own ideas and feed are made from his age, which he sees; nobody else reads it.
    await readsAfterMaking(jon, jon, jonId, family.id);
    expect(lastPrompt()).toContain('Recipient: Jon, adult.');
    expect(namesAge((await get(jon, `/api/gift-ideas/member/${jonId}`)).body, 41)).toBe(true);
    for (const viewer of [olga, kim]) {
      expect((await f.member(viewer, jonId)).age).toBeNull();
      const reads = await readsAfterMaking(viewer, viewer, jonId, family.id);
      expect(lastPrompt()).toContain('(age not given)');
      for (const [path, read] of Object.entries(reads)) {
        expect(read.status, path).toBe(200);
        expect(namesAge(read.body, 41), `${path} names the age`).toBe(false);
        expect(read.body, path).not.toContain('Chosen for Jon, adult.');
      }
    }
  });
});

describe("the member's own budget", () => {
  it('bounds the ideas asked for without a budget, for whoever may see the answer, and is never written into reasons', async () => {
    const olga = await f.user('olga');
    const kim = await f.user('kim');
    const family = await f.createFamily(olga);
    await f.join(kim, family.inviteCode, {
      name: 'Kim Lee',
      email: 'kim@example.com',
      relationship: 'Sibling',
    });
    const mia = await f.addMember(olga, family.id, { name: 'Mia', relationship: 'Child', age: 9 });
    await ok(
      f.call(olga, 'PUT', `/api/family-members/${mia.id}/profile`, {
        shoppingPreferences: { budgetRange: 'under-50' },
        lifestyle: { hobbies: ['LEGO'] },
      }),
    );

    // The owner sees Mia's answers: every idea, the AI's and the catalogue's, is at most $50.
    const made = await ok(
      f.call(olga, 'POST', `/api/ai/generate-gifts/${mia.id}`, { occasion: 'birthday' }),
      201,
    );
    expect(lastPrompt()).toContain('Budget per gift: $0 to $50.');
    const ideas = (
      JSON.parse(made.body) as { recommendations: Array<{ estimatedPrice: number; aiReasoning: string }> }
    ).recommendations;
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) {
      expect(idea.estimatedPrice).toBeLessThanOrEqual(5000);
      expect(idea.aiReasoning).not.toMatch(/budget/i);
    }
    // A budget asked for wins over the answer.
    await ok(
      f.call(olga, 'POST', `/api/ai/generate-gifts/${mia.id}`, {
        occasion: 'christmas',
        budget: { min: 60, max: 120 },
      }),
      201,
    );
    expect(lastPrompt()).toContain('Budget per gift: $60 to $120.');

    // Once the answers are hidden from relatives, Kim's request is not bounded by them.
    await f.setPrivacy(olga, mia.id, { shareOnboardingData: false });
    await ok(f.call(kim, 'POST', `/api/ai/generate-gifts/${mia.id}`, { occasion: 'birthday' }), 201);
    expect(lastPrompt()).toContain('Budget per gift: no fixed budget.');
  });
});
