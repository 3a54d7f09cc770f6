import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidatesIn, type OpenAiStandIn, startOpenAiStandIn } from '../src/server/test/openai-stand-in';
import { expectAccessible, launchBrowser, screenshot } from './support/browser';
import { callApi, choose, newPage, visible } from './support/journey';
import { startOidcIssuer } from './support/oidc';
import { type RunningServer, startServer } from './support/server';

let ai: OpenAiStandIn;
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ai = await startOpenAiStandIn();
  issuer = await startOidcIssuer();
  server = await startServer({
    ...issuer.env,
    OPENAI_API_KEY: 'sk-e2e',
    OPENAI_BASE_URL: ai.url,
    OPENAI_MODEL: 'e2e-model',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await issuer?.stop();
  await ai?.close();
});

describe('gift ideas from an OpenAI-compatible server', () => {
  it('shows AI ideas inside the budget in the same dialog, on a phone', async () => {
    // The model improves on the catalogue's candidates, and slips in one idea over budget.
    ai.answer((request) => {
      const ideas = candidatesIn(request)
        .slice(0, 6)
        .map((c) => ({
          title: `${c.title}, personalised`,
          description: 'Picked and improved by the model.',
          category: c.category,
          estimatedPriceDollars: c.price,
          searchPhrase: c.title,
          reasoning: 'Builds on her love of LEGO.',
          confidence: 8,
          basedOn: c.id,
        }));
      ideas.push({
        ...ideas[0],
        title: 'Diamond LEGO crown',
        estimatedPriceDollars: 5000,
      } as (typeof ideas)[0]);
      return { kind: 'content', content: JSON.stringify({ ideas }) };
    });
    issuer.signInNextAs({
      sub: 'google-eve-ai',
      email: 'eve.ai@example.com',
      given_name: 'Eve',
      family_name: 'Ng',
    });
    const page = await newPage(browser, server.url, { width: 390, height: 844 });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect
      .poll(() => page.evaluate(() => fetch('/api/auth/user').then((r) => r.ok)), { timeout: 15_000 })
      .toBe(true);
    const family = await callApi(page, 'POST', '/api/family-accounts', { name: 'The Ngs' });
    const kid = await callApi(page, 'POST', `/api/families/${family.id}/family-members`, {
      name: 'Ivy',
      relationship: 'Child',
      age: 9,
      interests: ['LEGO'],
    });

    await page.goto(`${server.url}/gift-ideas?member=${kid.id}&generate=1`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: /AI Gift Generator/ });
    await choose(page, 'Occasion', 'Christmas');
    await dialog.getByRole('textbox', { name: 'Min budget ($)' }).fill('15');
    await dialog.getByRole('textbox', { name: 'Max budget ($)' }).fill('90');
    await dialog.getByRole('button', { name: 'Generate gift ideas' }).click();
    await visible(page, '6 new ideas');
    expect(await dialog.getByText('GiftLens pick', { exact: true }).count()).toBe(0);
    expect(await dialog.getByText(/AI is not configured/).count()).toBe(0);
    expect(await dialog.getByText('Diamond LEGO crown').count()).toBe(0);
    const prices = await dialog.getByLabel(/^Price \$/).allTextContents();
    expect(prices).toHaveLength(6);
    for (const price of prices) {
      const dollars = Number(price.slice(1));
      expect(dollars).toBeGreaterThanOrEqual(15);
      expect(dollars).toBeLessThanOrEqual(90);
    }
    await expectAccessible(page);
    await screenshot(page, 'gift-generator-ai-phone');
    expect(ai.requests.at(-1)?.model).toBe('e2e-model');
  }, 90_000);
});
