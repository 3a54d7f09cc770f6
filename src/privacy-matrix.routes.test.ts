// The privacy matrix (decision 0023): for each of the member's and the family's privacy switches,
// and for each viewer (the family owner, an adult relative, the member themself, and the AI
// prompt a relative's request sends), every read path shows only what that viewer may see.
// Each source of evidence about Jon carries a word of its own, so a leak names its source.
// It lives outside src/server because the server-rendered dashboard is one of the read paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyPrivacySettings } from '#common/families';
import { GIFT_CATALOGUE } from '#common/gifts/catalogue/index';
import type { MemberPrivacyPatch } from '#common/members';
import { dashboardOf, type RenderingApp, startRenderingApp } from './privacy-matrix.support';
import { adFixtures, CATEGORY } from './server/test/ad-fixtures';
import { candidatesIn, type OpenAiStandIn } from './server/test/openai-stand-in';
import type { TestApp } from './server/test/test-app';

/** One word per source of what GiftLens learns about Jon; no gift in the catalogue says any of them. */
const MARK = {
  questionnaire: 'birdwatching',
  profile: 'astronomy',
  tracked_ad: 'kayaking',
  ad_insight: 'beekeeping',
  import: 'motorsports',
  browsing: 'anime',
} as const;
type Source = keyof typeof MARK;
/** What his record says beside the answers: notes and gender. */
const NOTES = 'loves teal';
const GENDER = '"gender":"female"';

const TOPICS = JSON.stringify({
  topics_your_topics: [{ string_map_data: { Name: { href: '', value: 'Motorsports', timestamp: 0 } } }],
});

interface Setting {
  name: string;
  member?: MemberPrivacyPatch;
  accountProfileVisible?: boolean;
  family?: Partial<FamilyPrivacySettings>;
}

const SETTINGS: Setting[] = [
  { name: 'everything shared' },
  { name: 'interests not shared', member: { shareInterests: false } },
  { name: 'questionnaire answers not shared', member: { shareOnboardingData: false } },
  { name: 'tracked ads hidden', member: { adsVisible: false } },
  { name: 'profile hidden', member: { profileVisible: false } },
  { name: 'family view off', member: { allowFamilyView: false } },
  { name: 'profile hidden in the account settings', accountProfileVisible: false },
  {
    name: 'interests, answers and ads all hidden',
    member: { shareInterests: false, shareOnboardingData: false, adsVisible: false },
  },
  { name: 'gift ideas hidden', member: { giftsVisible: false } },
  { name: "ads only for the family's owner", family: { adsVisibleToAll: false } },
  { name: "gift ideas only for the family's owner", family: { giftsVisibleToAll: false } },
];

type Viewer = 'owner' | 'relative' | 'self';

/**
 * What each viewer may see, stated here on its own (not asked of the code under test): a
 * relative sees a source only when every switch covering it is on; the member sees all about
 * themself but what others did about gifts for them and nothing else hides from them.
 */
function expected(setting: Setting, viewer: Viewer) {
  const p = {
    adsVisible: true,
    giftsVisible: true,
    profileVisible: true,
    allowFamilyView: true,
    shareInterests: true,
    shareOnboardingData: true,
    ...setting.member,
  };
  const fam = { adsVisibleToAll: true, giftsVisibleToAll: true, ...setting.family };
  if (viewer === 'self') {
    const all = Object.keys(MARK) as Source[];
    return {
      sources: new Set<Source>(all),
      record: true,
      answers: true,
      interests: true,
      giftFeedback: false,
    };
  }
  const shown = p.profileVisible && p.allowFamilyView && setting.accountProfileVisible !== false;
  const ads = p.adsVisible && (fam.adsVisibleToAll || viewer === 'owner');
  const gifts = p.giftsVisible && (fam.giftsVisibleToAll || viewer === 'owner');
  const sources = new Set<Source>();
  if (shown && p.shareOnboardingData && p.shareInterests) sources.add('questionnaire');
  if (shown && p.shareInterests) sources.add('profile');
  if (ads) sources.add('tracked_ad').add('ad_insight');
  if (shown && p.shareInterests && ads) sources.add('import');
  return {
    sources,
    record: shown,
    answers: shown && p.shareOnboardingData,
    interests: shown && p.shareInterests,
    giftFeedback: gifts,
  };
}

let t: TestApp;
let f: ReturnType<typeof adFixtures>;
let ai: OpenAiStandIn;
let running: RenderingApp;

beforeAll(async () => {
  running = await startRenderingApp();
  ({ t, ai } = running);
  // The model answers three ideas built on the candidates, each "reasoning" from every interest
  // the prompt listed (the rest of a batch comes from the offline recommender).
  ai.answer((request) => {
    const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
    const liked = /What the family knows they like:\n([\s\S]*?)\n\n/.exec(user)?.[1] ?? '';
    const ideas = candidatesIn(request)
      .slice(0, 3)
      .map((c, i) => ({
        title: `${c.title} (edition ${i})`,
        description: 'A thoughtful gift.',
        category: c.category,
        estimatedPriceDollars: c.price,
        searchPhrase: c.title,
        reasoning: `Builds on: ${liked.replace(/\n/g, ' ')}`,
        confidence: 7,
        basedOn: c.id,
      }));
    return { kind: 'content', content: JSON.stringify({ ideas }) };
  });
  f = adFixtures(t);
});

afterAll(() => running.close());

const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r;
};

/**
 * Olga's family: Jon, with something from every source, and Kim, who looks at him. Jon asks for
 * gift ideas for himself; with `purchase`, Olga buys one of them (what others did about gifts).
 */
async function family(setting: Setting, { purchase = false } = {}) {
  const olga = await f.user('olga');
  const jon = await f.user('jon');
  const kim = await f.user('kim');
  const fam = await f.createFamily(olga, { name: 'The Lees' });
  const joined = await f.join(jon, fam.inviteCode, {
    name: 'Jon Lee',
    email: 'jon@example.com',
    relationship: 'Sibling',
    age: 40,
    interests: ['Astronomy'],
  });
  const jonId = joined.member.id;
  const kimJoined = await f.join(kim, fam.inviteCode, {
    name: 'Kim Lee',
    email: 'kim@example.com',
    relationship: 'Sibling',
    interests: ['Hiking'],
  });
  // Everyone has started their own profile, so their dashboard is rendered by the server.
  const [olgaRecord] = await f.get<Array<{ id: number }>>(olga, `/api/families/${fam.id}/family-members`);
  for (const [cookie, id] of [
    [olga, olgaRecord?.id],
    [kim, kimJoined.member.id],
  ] as const) {
    await ok(
      f.call(cookie, 'PUT', `/api/family-members/${id}/profile`, { lifestyle: { hobbies: ['Hiking'] } }),
    );
  }

  await ok(
    f.call(jon, 'PUT', `/api/family-members/${jonId}/profile`, {
      gender: 'female',
      lifestyle: { hobbies: ['Birdwatching'], lifeStage: 'established-career', workLifeBalance: 'balanced' },
    }),
  );
  await ok(
    f.call(jon, 'PUT', `/api/family-members/${jonId}`, {
      name: 'Jon Lee',
      relationship: 'Sibling',
      notes: `Allergic to wool, ${NOTES}`,
    }),
  );
  await f.track(jon, jonId, {
    categoryId: CATEGORY.other,
    description: 'Kayaking weekend deals',
    targetingReasons: ['Interests: Beekeeping'],
  });
  await ok(
    f.call(jon, 'POST', '/api/data-imports/instagram', {
      familyMemberId: jonId,
      filename: 'your_topics.json',
      content: TOPICS,
    }),
  );
  await ok(
    f.call(jon, 'PUT', '/api/user/consent', { analytics: false, personalization: true, marketing: false }),
  );
  await ok(
    f.call(jon, 'POST', '/api/cookie-insights', {
      familyMemberId: jonId,
      timestamp: new Date().toISOString(),
      insights: {
        interests: ['Anime'],
        shoppingBehavior: { categoriesViewed: [], searchedProducts: [], brandPreferences: [] },
        deviceInfo: { isMobile: false, preferredTime: 'evening' },
        browsingSessions: 1,
      },
    }),
    204,
  );

  // Jon asks for ideas for himself (before anything is hidden).
  const own = await ok(f.call(jon, 'POST', `/api/ai/generate-gifts/${jonId}`, { occasion: 'birthday' }), 201);
  const [first] = (JSON.parse(own.body) as { recommendations: Array<{ id: number }> }).recommendations;
  if (purchase) await ok(f.call(olga, 'PUT', `/api/gift-ideas/${first?.id}`, { isPurchased: true }));

  if (setting.member) await f.setPrivacy(jon, jonId, setting.member);
  if (setting.accountProfileVisible === false) {
    await ok(f.call(jon, 'PATCH', '/api/user/settings', { profileVisible: false }));
  }
  if (setting.family) {
    await ok(
      f.call(olga, 'PUT', `/api/family-accounts/${fam.id}`, { settings: { privacy: setting.family } }),
    );
  }
  return {
    viewers: { owner: olga, relative: kim, self: jon } as Record<Viewer, string>,
    jonId,
    familyId: fam.id,
  };
}

const get = async (cookie: string, url: string) => {
  const res = await t.request({ method: 'GET', url, cookie });
  return { status: res.statusCode, body: res.body };
};

/** Every read path, as one viewer sees it now. */
async function readPaths(cookie: string, jonId: number, familyId: number) {
  const paths = {
    member: await get(cookie, `/api/family-members/${jonId}`),
    members: await get(cookie, `/api/families/${familyId}/family-members`),
    ads: await get(cookie, '/api/tracked-ads'),
    memberAds: await get(cookie, `/api/tracked-ads/member/${jonId}`),
    stats: await get(cookie, '/api/analytics/stats'),
    memberCounts: await get(cookie, '/api/analytics/member-ad-counts'),
    categories: await get(cookie, `/api/analytics/category-ad-counts?memberId=${jonId}`),
    breakdown: await get(cookie, `/api/analytics/ad-breakdown?memberId=${jonId}`),
    profile: await get(cookie, `/api/family-members/${jonId}/interest-profile`),
    imports: await get(cookie, '/api/data-imports'),
    ideas: await get(cookie, '/api/gift-ideas'),
    feed: await get(cookie, `/api/instagram-ads?memberId=${jonId}`),
    dashboard: await dashboardOf(t, cookie),
  };
  return paths;
}

/** The words of the reasons in a list of gift ideas or feed ads (their titles may name anything). */
const reasonsIn = (body: string) => {
  const parsed = JSON.parse(body) as unknown;
  const wrapped = parsed as { items?: unknown[]; recommendations?: unknown[] };
  const items = (Array.isArray(parsed) ? parsed : (wrapped.items ?? wrapped.recommendations ?? [])) as Array<
    Record<string, unknown>
  >;
  return JSON.stringify(
    items.map((i) => [i.reason, i.aiReasoning, i.targetingReason, i.adExplanation]),
  ).toLowerCase();
};

const leaks = (text: string, allowed: Set<Source>) =>
  (Object.keys(MARK) as Source[]).filter((s) => !allowed.has(s) && text.toLowerCase().includes(MARK[s]));

describe('the privacy matrix', () => {
  it('has a word for each source that no gift in the catalogue says', () => {
    const catalogue = GIFT_CATALOGUE.map((g) => `${g.title} ${g.description} ${g.search} ${g.brand ?? ''}`)
      .join(' ')
      .toLowerCase();
    for (const word of Object.values(MARK)) expect(catalogue).not.toContain(word);
  });

  for (const setting of SETTINGS) {
    it(`shows each viewer only what they may see, with ${setting.name}`, async () => {
      const { viewers, jonId, familyId } = await family(setting);
      for (const viewer of ['owner', 'relative', 'self'] as const) {
        const cookie = viewers[viewer];
        const may = expected(setting, viewer);
        const where = `${setting.name}, ${viewer}`;

        // The viewer's own requests: ideas (through the AI, whose prompt is read), and the feed.
        ai.requests.length = 0;
        const generated = await t.request({
          method: 'POST',
          url: `/api/ai/generate-gifts/${jonId}`,
          cookie,
          payload: { occasion: 'christmas' },
        });
        if (generated.statusCode === 201) {
          const prompt = ai.requests.map((r) => JSON.stringify(r.messages)).join(' ');
          if (leaks(prompt, may.sources).length) console.log('PROMPT', prompt);
          expect(leaks(prompt, may.sources), `AI prompt, ${where}`).toEqual([]);
          for (const source of may.sources) {
            if (source !== 'browsing')
              expect(prompt.toLowerCase(), `AI prompt, ${where}`).toContain(MARK[source]);
          }
          expect(leaks(reasonsIn(generated.body), may.sources), `new ideas, ${where}`).toEqual([]);
        } else {
          expect(generated.statusCode, where).toBe(403);
          expect(may.giftFeedback, where).toBe(false);
        }
        const feed = await t.request({
          method: 'POST',
          url: `/api/instagram-ads/generate/${jonId}`,
          cookie,
          payload: { count: 8 },
        });
        if (feed.statusCode === 201)
          expect(leaks(reasonsIn(feed.body), may.sources), `new feed, ${where}`).toEqual([]);

        const p = await readPaths(cookie, jonId, familyId);
        // The interest profile: each source's word exactly when the viewer may see the source.
        if (p.profile.status === 200) {
          const text = p.profile.body.toLowerCase();
          for (const source of Object.keys(MARK) as Source[]) {
            expect(text.includes(MARK[source]), `profile ${source}, ${where}`).toBe(may.sources.has(source));
          }
        } else {
          expect(p.profile.status, where).toBe(403);
        }
        // The record: notes and answers go with the profile switches, gender with the answers.
        for (const body of [p.member.body, p.members.body]) {
          expect(body.includes(NOTES), `notes, ${where}`).toBe(may.record);
          expect(body.includes(GENDER), `gender, ${where}`).toBe(may.answers);
          expect(body.toLowerCase().includes(MARK.questionnaire), `answers, ${where}`).toBe(may.answers);
          expect(body.toLowerCase().includes(MARK.profile), `interests, ${where}`).toBe(may.interests);
        }
        // Ads, their counts and analytics: the tracked-ads rule.
        const adsShown = may.sources.has('tracked_ad');
        for (const key of ['ads', 'memberAds', 'breakdown'] as const) {
          if (p[key].status !== 200) continue;
          expect(leaks(p[key].body, may.sources), `${key}, ${where}`).toEqual([]);
        }
        expect(p.ads.body.toLowerCase().includes(MARK.tracked_ad), `ad history, ${where}`).toBe(adsShown);
        // Imports: the import rule.
        expect(p.imports.body.toLowerCase().includes(MARK.import), `imports, ${where}`).toBe(
          may.sources.has('import'),
        );
        // Gift ideas: reasons only from what the viewer may see, whoever generated them.
        if (p.ideas.status === 200)
          expect(leaks(reasonsIn(p.ideas.body), may.sources), `ideas, ${where}`).toEqual([]);
        if (p.feed.status === 200)
          expect(leaks(reasonsIn(p.feed.body), may.sources), `feed, ${where}`).toEqual([]);
        // The dashboard the server renders carries nothing the API would not give.
        expect(p.dashboard.status, where).toBe(200);
        const pageAllowed = new Set<Source>([...may.sources]);
        if (may.answers) pageAllowed.add('questionnaire');
        if (may.interests) pageAllowed.add('profile');
        expect(leaks(p.dashboard.body, pageAllowed), `dashboard page, ${where}`).toEqual([]);
      }
    });
  }
});

describe('the member the ideas are for', () => {
  it('sees the same bytes on every read path before and after others generate, consider, buy, approve, rate, delete and plan ideas for them', async () => {
    const { viewers, jonId, familyId } = await family({
      name: 'approval',
      family: { requireApprovalForGifts: true },
    });
    const jon = viewers.self;
    const birthday = await ok(
      f.call(jon, 'POST', `/api/family-members/${jonId}/occasions`, {
        kind: 'birthday',
        title: 'Birthday',
        month: 3,
        day: 14,
        year: 1985,
      }),
      201,
    );
    const occasionId = (JSON.parse(birthday.body) as { id: number }).id;
    const before = await readPaths(jon, jonId, familyId);
    const exportBefore = await get(jon, '/api/user/export');

    const ideas = JSON.parse((await get(viewers.owner, `/api/gift-ideas/member/${jonId}`)).body) as Array<{
      id: number;
    }>;
    const [a, b, c] = ideas;
    await ok(f.call(viewers.relative, 'PUT', `/api/gift-ideas/${a?.id}`, { isConsidered: true }));
    await ok(f.call(viewers.relative, 'PUT', `/api/gift-ideas/${b?.id}`, { isPurchased: true }));
    await ok(f.call(viewers.owner, 'POST', `/api/gift-ideas/${b?.id}/approve-purchase`));
    await ok(f.call(viewers.relative, 'POST', `/api/gift-ideas/${c?.id}/rating`, { rating: 'up' }));
    await ok(f.call(viewers.owner, 'POST', `/api/gift-ideas/${a?.id}/rating`, { rating: 'down' }));
    // Relatives make ideas of their own for him, for no occasion and for his birthday, and delete one.
    await ok(
      f.call(viewers.relative, 'POST', `/api/ai/generate-gifts/${jonId}`, { occasion: 'christmas' }),
      201,
    );
    const planned = await ok(
      f.call(viewers.owner, 'POST', `/api/ai/generate-gifts/${jonId}`, { occasion: 'birthday', occasionId }),
      201,
    );
    const [theirs] = (JSON.parse(planned.body) as { recommendations: Array<{ id: number }> }).recommendations;
    await ok(f.call(viewers.relative, 'PUT', `/api/gift-ideas/${theirs?.id}`, { isPurchased: true }));
    await ok(f.call(viewers.owner, 'DELETE', `/api/gift-ideas/${theirs?.id}`), 204);
    // The ideas Jon made for himself are his: a relative cannot delete them.
    const refused = await f.call(viewers.relative, 'DELETE', `/api/gift-ideas/${c?.id}`);
    expect(refused.statusCode).toBe(403);

    const after = await readPaths(jon, jonId, familyId);
    for (const key of Object.keys(before) as Array<keyof typeof before>) {
      if (key === 'dashboard') continue;
      expect(after[key], key).toEqual(before[key]);
    }
    // The rendered page differs only in the moments it was rendered and fetched at.
    const timeless = (html: string) => html.replace(/"(now|dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    expect(timeless(after.dashboard.body)).toBe(timeless(before.dashboard.body));
    const exportAfter = await get(jon, '/api/user/export');
    const sections = (body: string) => (JSON.parse(body) as { sections: unknown }).sections;
    expect(sections(exportAfter.body)).toEqual(sections(exportBefore.body));
    expect(exportAfter.body).not.toContain('gift_feedback');
  });
});

describe('what others did about gifts for a member', () => {
  it('teaches the profile relatives see where they see the ideas, and never the member', async () => {
    for (const setting of [{ name: 'open' }, { name: 'gifts hidden', member: { giftsVisible: false } }]) {
      const { viewers, jonId } = await family(setting, { purchase: true });
      for (const viewer of ['owner', 'relative', 'self'] as const) {
        const profile = await get(viewers[viewer], `/api/family-members/${jonId}/interest-profile`);
        expect(profile.status).toBe(200);
        expect(profile.body.includes('"gift_feedback"'), `${setting.name}, ${viewer}`).toBe(
          expected(setting, viewer).giftFeedback,
        );
      }
      const exported = await get(viewers.self, '/api/user/export');
      expect(exported.body).not.toContain('gift_feedback');
    }
  });
});

describe('a stored reason', () => {
  it('is shown to another viewer only when they may see the evidence it rests on', async () => {
    const { viewers, jonId } = await family({
      name: 'answers hidden',
      member: { shareOnboardingData: false },
    });
    const ideas = (id: string) => JSON.parse(id) as Array<{ reason: { kind: string }; aiReasoning: string }>;
    const jonSees = ideas((await get(viewers.self, `/api/gift-ideas/member/${jonId}`)).body);
    const kimSees = ideas((await get(viewers.relative, `/api/gift-ideas/member/${jonId}`)).body);
    expect(jonSees.length).toBe(kimSees.length);
    // Jon's own request rested on his answers (birdwatching): Kim reads a neutral reason instead.
    expect(jonSees.some((i) => i.aiReasoning.toLowerCase().includes(MARK.questionnaire))).toBe(true);
    expect(kimSees.some((i) => i.reason.kind === 'neutral')).toBe(true);
    expect(kimSees.every((i) => !i.aiReasoning.toLowerCase().includes(MARK.questionnaire))).toBe(true);
  });
});
