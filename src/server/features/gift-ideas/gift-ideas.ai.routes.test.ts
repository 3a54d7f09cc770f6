import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerateGiftsResponse } from '#common/gifts/schemas';
import { adFixtures } from '../../test/ad-fixtures';
import { candidatesIn, type OpenAiStandIn, startOpenAiStandIn } from '../../test/openai-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

let ai: OpenAiStandIn;
let t: TestApp;
let f: ReturnType<typeof adFixtures>;
const aiConfig = () =>
  testConfig({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: ai.url,
    OPENAI_MODEL: 'test-model',
    OPENAI_TIMEOUT_SECONDS: '1',
  });

beforeAll(async () => {
  ai = await startOpenAiStandIn();
  t = await createTestApp(aiConfig());
  f = adFixtures(t);
});
afterAll(async () => {
  await t.close();
  await ai.close();
});
beforeEach(() => {
  ai.requests.length = 0;
});

async function child(app = f) {
  const fam = await app.family();
  const mia = await app.addMember(fam.owner, fam.family.id, {
    name: 'Mia Lee-Hartley',
    email: 'mia.parent@example.com',
    relationship: 'Child',
    age: 7,
    interests: ['LEGO', 'Drawing'],
  });
  return { ...fam, mia };
}

const BUDGET = { min: 20, max: 60 };
async function generate(app: typeof f, cookie: string, memberId: number) {
  const res = await app.call(cookie, 'POST', `/api/ai/generate-gifts/${memberId}`, {
    occasion: 'birthday',
    budget: BUDGET,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<GenerateGiftsResponse>();
}

/** The model improves on the first candidates: in budget, a taxonomy category, a search phrase. */
const goodIdeas = (request: Parameters<typeof candidatesIn>[0], extra: Record<string, unknown> = {}) =>
  candidatesIn(request)
    .slice(0, 6)
    .map((c, i) => ({
      title: `${c.title} (gift edition ${i})`,
      description: 'A thoughtful gift.',
      category: c.category,
      estimatedPriceDollars: c.price,
      searchPhrase: `${c.title} gift`,
      reasoning: 'Mia loves LEGO, listed as an interest.',
      confidence: 8,
      basedOn: c.id,
      ...extra,
    }));

describe('gift ideas from an OpenAI-compatible provider', () => {
  it('returns AI ideas inside the budget, with links the server built, from a minimal prompt', async () => {
    const { owner, mia } = await child();
    ai.answer((request) => ({ kind: 'content', content: JSON.stringify({ ideas: goodIdeas(request) }) }));
    const answer = await generate(f, owner, mia.id);
    expect(answer).toMatchObject({ demoMode: false, source: 'ai' });
    expect(answer.reason).toBeUndefined();
    expect(answer.recommendations).toHaveLength(6);
    for (const idea of answer.recommendations) {
      expect(idea.aiGenerated).toBe(true);
      expect(idea.estimatedPrice).toBeGreaterThanOrEqual(2000);
      expect(idea.estimatedPrice).toBeLessThanOrEqual(6000);
      expect(idea.purchaseUrl).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=.*gift$/);
    }
    expect(ai.requests).toHaveLength(1);
    const [request] = ai.requests;
    const prompt = JSON.stringify(request?.messages);
    expect(request?.model).toBe('test-model');
    expect(prompt).toContain('Recipient: Mia, child');
    expect(prompt).toContain('LEGO');
    expect(prompt).toContain('$20 to $60');
    for (const secret of ['Lee-Hartley', 'example.com', 'photo']) expect(prompt).not.toContain(secret);
  });

  it('drops an idea over budget and a URL the model wrote, and tops up from the catalogue', async () => {
    const { owner, mia } = await child();
    ai.answer((request) => {
      const ideas = goodIdeas(request, {
        purchaseUrl: 'https://evil.example/buy',
        url: 'https://evil.example',
      });
      ideas[0] = {
        ...ideas[0],
        title: 'Gold-plated drawing desk',
        estimatedPriceDollars: 900,
      } as (typeof ideas)[0];
      return { kind: 'content', content: JSON.stringify({ ideas }) };
    });
    const answer = await generate(f, owner, mia.id);
    expect(answer.source).toBe('ai');
    expect(answer.recommendations).toHaveLength(6);
    expect(answer.recommendations.map((i) => i.title)).not.toContain('Gold-plated drawing desk');
    expect(answer.recommendations.filter((i) => !i.aiGenerated)).toHaveLength(1);
    expect(JSON.stringify(answer)).not.toContain('evil.example');
    for (const idea of answer.recommendations) expect(idea.estimatedPrice).toBeLessThanOrEqual(6000);
  });

  it('falls back to the catalogue when the answer is not JSON', async () => {
    const { owner, mia } = await child();
    ai.answer(() => ({ kind: 'content', content: 'Here are some ideas: a kite!' }));
    const answer = await generate(f, owner, mia.id);
    expect(answer).toMatchObject({ demoMode: true, source: 'offline' });
    expect(answer.reason).toContain('not in the form GiftLens asked for');
    expect(answer.recommendations.every((i) => !i.aiGenerated)).toBe(true);
  });

  it('retries a server error once, then answers from the catalogue', async () => {
    const { owner, mia } = await child();
    ai.answer(() => ({
      kind: 'error',
      status: 500,
      body: { error: { message: 'boom', type: 'server_error' } },
    }));
    const answer = await generate(f, owner, mia.id);
    expect(answer.demoMode).toBe(true);
    expect(answer.reason).toContain('returned an error');
    expect(ai.requests).toHaveLength(2);
  });

  it('never holds a request past the timeout when the provider hangs', async () => {
    const { owner, mia } = await child();
    ai.answer(() => ({ kind: 'hang' }));
    const started = Date.now();
    const answer = await generate(f, owner, mia.id);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(answer.demoMode).toBe(true);
    expect(answer.reason).toContain('did not answer in time');
    expect(answer.recommendations).toHaveLength(6);
  });

  it('does not retry a used-up quota and rests AI for a while after it', async () => {
    const own = await createTestApp(aiConfig());
    try {
      const g = adFixtures(own);
      const { owner, mia } = await child(g);
      ai.answer(() => ({
        kind: 'error',
        status: 429,
        body: {
          error: {
            message: 'You exceeded your current quota',
            type: 'insufficient_quota',
            code: 'insufficient_quota',
          },
        },
      }));
      const first = await generate(g, owner, mia.id);
      expect(first).toMatchObject({ demoMode: true, source: 'offline' });
      expect(first.reason).toContain('quota is used up');
      expect(ai.requests).toHaveLength(1);
      ai.answer((request) => ({ kind: 'content', content: JSON.stringify({ ideas: goodIdeas(request) }) }));
      const second = await generate(g, owner, mia.id);
      expect(second.source).toBe('offline');
      expect(ai.requests).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});
