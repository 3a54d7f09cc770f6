import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkBothSchemes,
  expectAccessible,
  expectDialogAccessible,
  expectNoSideScroll,
  screenshot,
} from './support/browser';
import { callApi, choose, setUpJourneyApp, signInAsNewcomer, textOf, visible } from './support/journey';

const app = setUpJourneyApp();

const person = (given: string, sub: string) => ({
  sub: `google-${sub}-exchange`,
  email: `${sub}.exchange@example.com`,
  given_name: given,
  family_name: 'Harlow',
});
const OLGA = person('Olga', 'olga');
const ANA = person('Ana', 'ana');
const BEN = person('Ben', 'ben');
const CLEO = person('Cleo', 'cleo');
const TITLE = 'Harlow Secret Santa';

/** A calendar day `days` from today, as the date field takes it. */
function dayFromToday(days: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

const signIn = (claims: typeof OLGA) => signInAsNewcomer(app, claims);

const exchangeCard = (page: Page) => page.getByRole('region', { name: TITLE, exact: true });

/** Opens the exchanges page and this person's match; answers whom they give to. */
async function revealMatch(page: Page, shot: string) {
  await page.goto(`${app.server.url}/gift-exchanges`, { waitUntil: 'networkidle' });
  const card = exchangeCard(page);
  await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await textOf(card)).toContain('Your match is sealed');
  expect(await textOf(card)).not.toContain('You give to');
  await card.getByRole('button', { name: 'Reveal my match' }).click();
  const match = card.getByText(/^You give to /);
  await expect.poll(() => match.isVisible(), { timeout: 10_000 }).toBe(true);
  // The match's heading takes the focus from the button that went away.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your match');
  const name = ((await match.textContent()) ?? '').replace(/^You give to /, '').trim();
  expect(await card.getByText(`${name}'s wishlist`, { exact: true }).isVisible()).toBe(true);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await expectNoSideScroll(page);
  await screenshot(page, shot);
  return name;
}

// One journey in steps (each its own test, so none nears the timeout); a step starts where the
// one before it ended. Olga owns the family; Ana and Ben are a couple, kept apart.
describe('a Secret Santa drawn by the owner, each participant seeing only their own match', () => {
  let olga: Page;
  let ana: Page;
  let ben: Page;
  let cleo: Page;
  let familyId: number;
  let exchangeId: number;
  const drawn = new Map<string, string>();

  it('has a family of four with accounts and a child without one', async () => {
    olga = await signIn(OLGA);
    const family = await callApi(olga, 'POST', '/api/family-accounts', { name: 'The Harlows' });
    familyId = family.id;
    await callApi(olga, 'POST', `/api/families/${familyId}/family-members`, {
      name: 'Mia Harlow',
      relationship: 'Child',
      age: 6,
    });
    for (const [claims, relationship] of [
      [ANA, 'Daughter-in-law'],
      [BEN, 'Son'],
      [CLEO, 'Niece'],
    ] as const) {
      const page = await signIn(claims);
      await callApi(page, 'POST', `/api/family-accounts/join/${family.inviteCode}`, {
        name: `${claims.given_name} Harlow`,
        email: claims.email,
        relationship,
        age: 30,
      });
      if (claims === ANA) ana = page;
      else if (claims === BEN) ben = page;
      else cleo = page;
    }
    expect((await callApi(olga, 'GET', `/api/families/${familyId}/family-members`)).length).toBe(5);
  });

  it('offers the owner everyone with an account in the set-up dialog, and never a child without one', async () => {
    await olga.goto(`${app.server.url}/gift-exchanges`, { waitUntil: 'networkidle' });
    await visible(olga, 'No gift exchanges yet');
    await expectAccessible(olga);
    await olga.getByRole('button', { name: 'Start an exchange' }).click();
    const dialog = olga.getByRole('dialog', { name: 'Start a gift exchange' });
    const participants = dialog.getByRole('group', { name: 'Participants' });
    await expect.poll(() => participants.isVisible(), { timeout: 10_000 }).toBe(true);
    // Everyone with an account is chosen; Mia, a child without one, cannot be.
    for (const name of ['Olga Harlow (you)', 'Ana Harlow', 'Ben Harlow', 'Cleo Harlow'])
      expect(await participants.getByRole('checkbox', { name }).getAttribute('aria-checked')).toBe('true');
    const mia = participants.getByRole('checkbox', { name: /Mia Harlow/ });
    expect(await mia.isDisabled()).toBe(true);
    expect(await textOf(mia)).toContain('Child, no account');
    await expectDialogAccessible(olga);
    await expectNoSideScroll(olga);
  });

  it('explains a draw the exclusions make impossible, then starts the exchange for four', async () => {
    const dialog = olga.getByRole('dialog', { name: 'Start a gift exchange' });
    const participants = dialog.getByRole('group', { name: 'Participants' });

    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Budget' }).fill('25');
    await dialog.getByLabel('Reveal date').fill(dayFromToday(30));
    await choose(olga, 'Keep', 'Ana Harlow');
    await choose(olga, 'apart from', 'Ben Harlow');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Remove Ana Harlow ↔ Ben Harlow' }).isVisible())
      .toBe(true);
    await expectDialogAccessible(olga);
    await expectNoSideScroll(olga);
    await screenshot(olga, 'exchange-setup-phone');

    // Three people, two of them kept apart: nobody could give to the third, and the form says so.
    await participants.getByRole('checkbox', { name: 'Cleo Harlow' }).click();
    await expect.poll(() => textOf(dialog)).toContain('3 chosen.');
    await dialog.getByRole('button', { name: 'Start and draw' }).click();
    // Said beside the exclusions, in the dialog (the toast says it too).
    await expect
      .poll(() => dialog.getByText(/^No draw is possible with these exclusions/).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await dialog.count()).toBe(1);
    await screenshot(olga, 'exchange-setup-no-draw-phone');

    await participants.getByRole('checkbox', { name: 'Cleo Harlow' }).click();
    await dialog.getByRole('button', { name: 'Start and draw' }).click();
    await visible(olga, `${TITLE} is drawn: everyone taking part can now reveal their match.`);
    await expect.poll(() => dialog.count()).toBe(0);

    const card = exchangeCard(olga);
    await expect.poll(() => textOf(card)).toContain('4 participants · 0 opened their match');
    expect(await textOf(card)).toContain('Budget $25');
    expect(await textOf(card)).toContain('Kept apart: Ana Harlow ↔ Ben Harlow');
    expect(await card.getByRole('button', { name: `Redraw ${TITLE}` }).isVisible()).toBe(true);
    await olga.mouse.move(0, 0);
    await checkBothSchemes(olga, 'exchange-started-phone');
    await expectNoSideScroll(olga);
    const [exchange] = (await callApi(olga, 'GET', `/api/families/${familyId}/gift-exchanges`)) as {
      id: number;
      pairs: unknown;
    }[];
    exchangeId = exchange?.id ?? 0;
    expect(exchange?.pairs).toBeNull();
  });

  it('lets the owner draw again while nobody has opened a match', async () => {
    await exchangeCard(olga)
      .getByRole('button', { name: `Redraw ${TITLE}` })
      .click();
    const dialog = olga.getByRole('dialog', { name: `Draw ${TITLE} again?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectDialogAccessible(olga);
    await screenshot(olga, 'exchange-redraw-phone');
    await dialog.getByRole('button', { name: 'Draw again' }).click();
    await visible(olga, `${TITLE} has a new draw.`);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(
      await exchangeCard(olga)
        .getByRole('button', { name: `Redraw ${TITLE}` })
        .isVisible(),
    ).toBe(true);
  });

  it('shows Ana, once she opens it, someone other than herself and Ben; the Redraw is then gone', async () => {
    const name = await revealMatch(ana, 'exchange-match-ana-phone');
    expect(['Olga Harlow', 'Cleo Harlow']).toContain(name);
    drawn.set('Ana Harlow', name);

    // The owner's page: the draw is final, and Redraw is gone (the server refuses it too).
    await olga.reload({ waitUntil: 'networkidle' });
    const card = exchangeCard(olga);
    await expect.poll(() => textOf(card), { timeout: 10_000 }).toContain('1 opened their match');
    expect(await card.getByRole('button', { name: `Redraw ${TITLE}` }).count()).toBe(0);
    expect(await textOf(card)).toContain('The draw is final');
    const refused = await olga.evaluate(
      (id) => fetch(`/api/gift-exchanges/${id}/redraw`, { method: 'POST' }).then((r) => r.status),
      exchangeId,
    );
    expect(refused).toBe(409);
    // Still sealed for her: Ana's opening shows the owner nothing of Ana's match.
    expect(await textOf(card)).toContain('Your match is sealed');
    expect(await textOf(card)).not.toMatch(/gives? to|→/);
    await expectAccessible(olga);
    await expectNoSideScroll(olga);
  });

  it('gives every participant a different person to give to, never themself, and shows the owner only her own', async () => {
    drawn.set('Ben Harlow', await revealMatch(ben, 'exchange-match-ben-phone'));
    drawn.set('Cleo Harlow', await revealMatch(cleo, 'exchange-match-cleo-phone'));
    drawn.set('Olga Harlow', await revealMatch(olga, 'exchange-match-owner-phone'));

    const everyone = ['Olga Harlow', 'Ana Harlow', 'Ben Harlow', 'Cleo Harlow'];
    for (const [giver, receiver] of drawn) expect(receiver, giver).not.toBe(giver);
    expect([...drawn.values()].sort()).toEqual([...everyone].sort());
    expect(drawn.get('Ben Harlow')).not.toBe('Ana Harlow');

    // The owner's page names her own match and nobody else's.
    const card = exchangeCard(olga);
    const text = await textOf(card);
    expect(text).toContain('4 opened their match');
    expect(text.match(/give to/gi)).toHaveLength(1);
    expect(text).toContain(`You give to ${drawn.get('Olga Harlow')}`);
    expect(text).not.toMatch(/→|The whole draw/);
    const exchange = (await callApi(olga, 'GET', `/api/gift-exchanges/${exchangeId}`)) as { pairs: unknown };
    expect(exchange.pairs).toBeNull();
    await expectAccessible(olga);
    await expectNoSideScroll(olga);
  });

  it('keeps an opened match readable in the light and the dark scheme', async () => {
    await olga.mouse.move(0, 0);
    await checkBothSchemes(olga, 'exchange-all-opened-owner-phone');
  });
});
