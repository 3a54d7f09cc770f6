import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, expectNoSideScroll } from './support/browser';
import { callApi, setUpJourneyApp, signInAsNewcomer, textOf, visible } from './support/journey';

const app = setUpJourneyApp();

const person = (given: string) => ({
  sub: `google-${given.toLowerCase()}-departs`,
  email: `${given.toLowerCase()}.departs@example.com`,
  given_name: given,
  family_name: 'Harlow',
});
const PEOPLE = ['Olga', 'Nora', 'Ben', 'Cleo', 'Dan'].map(person);
const TITLE = 'Harlow Secret Santa';
const GIFT = 'Kick scooter';

interface Someone {
  page: Page;
  name: string;
  memberId: number;
}

// One journey in steps (each its own test, so none nears the timeout); a step starts where the
// one before it ended. Issue 29: someone taking part in a drawn exchange, who also chipped in to
// a group gift, deletes their account.
describe('someone who drew a match and chipped in deletes their account', () => {
  const people = new Map<string, Someone>();
  const drawn = new Map<string, string>();
  let leaver: Someone;
  let giver: Someone;
  let receiver: string;

  const pages = new Map<string, Page>();
  let family: { id: number; inviteCode: string };
  const join = async (claims: (typeof PEOPLE)[number]) => {
    const page = await signInAsNewcomer(app, claims);
    await callApi(page, 'POST', `/api/family-accounts/join/${family.inviteCode}`, {
      name: `${claims.given_name} Harlow`,
      email: claims.email,
      relationship: 'Cousin',
      age: 30,
    });
    pages.set(`${claims.given_name} Harlow`, page);
  };

  it('brings Olga, who owns the family, and Nora in', async () => {
    const olga = await signInAsNewcomer(app, PEOPLE[0] as (typeof PEOPLE)[number]);
    family = await callApi(olga, 'POST', '/api/family-accounts', { name: 'The Harlows' });
    pages.set('Olga Harlow', olga);
    await join(PEOPLE[1] as (typeof PEOPLE)[number]);
  });

  it('brings Ben and Cleo in', async () => {
    for (const claims of PEOPLE.slice(2, 4)) await join(claims);
  });

  it('draws an exchange of five, every match opened, and has the leaver chip in to a group gift', async () => {
    await join(PEOPLE[4] as (typeof PEOPLE)[number]);
    const olga = pages.get('Olga Harlow') as Page;
    const mia = await callApi(olga, 'POST', `/api/families/${family.id}/family-members`, {
      name: 'Mia Harlow',
      relationship: 'Child',
      age: 8,
    });
    const members = (await callApi(olga, 'GET', `/api/families/${family.id}/family-members`)) as Array<{
      id: number;
      name: string;
      userId: number | null;
    }>;
    for (const m of members)
      if (m.userId !== null)
        people.set(m.name, { page: pages.get(m.name) as Page, name: m.name, memberId: m.id });
    const exchange = await callApi(olga, 'POST', `/api/families/${family.id}/gift-exchanges`, {
      title: TITLE,
      budgetCents: 2500,
      participantMemberIds: [...people.values()].map((p) => p.memberId),
    });
    for (const p of people.values()) {
      const match = await callApi(p.page, 'GET', `/api/gift-exchanges/${exchange.id}/my-match`);
      drawn.set(p.name, match.receiverName);
    }
    // Whoever leaves is someone whose match did not draw them back, so their giver can take over.
    leaver = [...people.values()].find(
      (p) => p.name !== 'Olga Harlow' && drawn.get(drawn.get(p.name) as string) !== p.name,
    ) as Someone;
    giver = [...people.values()].find((p) => drawn.get(p.name) === leaver.name) as Someone;
    receiver = drawn.get(leaver.name) as string;

    const item = await callApi(olga, 'POST', `/api/family-members/${mia.id}/wishlist`, {
      title: GIFT,
      priceCents: 10000,
      currency: 'USD',
    });
    await callApi(olga, 'POST', `/api/wishlist-items/${item.id}/claims`, { status: 'reserved' });
    await callApi(olga, 'PUT', `/api/wishlist-items/${item.id}/group-gift`, { targetCents: 10000 });
    await callApi(leaver.page, 'POST', `/api/wishlist-items/${item.id}/pledges`, { amountCents: 2500 });
  });

  it('names the exchange that goes on and the pledge released in the Delete account dialog, then deletes', async () => {
    const page = leaver.page;
    await page.goto(`${app.server.url}/account`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    const changes = dialog.getByRole('list', { name: 'What changes for others' });
    await expect.poll(() => changes.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await changes.getByRole('listitem').allTextContents()).toEqual([
      `${TITLE} (The Harlows): whoever drew you takes over your match.`,
      `Your $25.00 pledge towards ${GIFT} for Mia Harlow in The Harlows is released; whoever collects the pledges is told.`,
    ]);
    await checkBothSchemes(page, 'departure-delete-dialog-phone', { dialog: true });
    await expectNoSideScroll(page);
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await visible(page, 'Your account and your data have been deleted.');
  });

  it('shows whoever drew them their new match, and why it changed', async () => {
    const page = giver.page;
    await page.goto(`${app.server.url}/gift-exchanges`, { waitUntil: 'networkidle' });
    const card = page.getByRole('region', { name: TITLE, exact: true });
    await expect.poll(() => textOf(card), { timeout: 10_000 }).toContain('Your match has changed');
    const text = await textOf(card);
    expect(text).toContain('4 participants · 4 opened their match');
    expect(text).toContain('so the person you give to has changed.');
    expect(text).toContain(`You give to ${receiver}`);
    expect(text).not.toContain(leaver.name);
    await page.mouse.move(0, 0);
    await checkBothSchemes(page, 'departure-new-match-phone');
    await expectNoSideScroll(page);
  });

  it('shows the claimer that the pledge went, until they say they got it', async () => {
    const olga = people.get('Olga Harlow')?.page as Page;
    await olga.goto(`${app.server.url}/wishlists`, { waitUntil: 'networkidle' });
    const claims = olga.getByRole('group', { name: `Claims: ${GIFT}` });
    await expect.poll(() => textOf(claims), { timeout: 10_000 }).toContain('A pledge was released');
    expect(await textOf(claims)).toContain(
      '$25.00 pledged towards it was released: the person who pledged it is no longer in the family. $0.00 of $100.00 is pledged now.',
    );
    await olga.mouse.move(0, 0);
    await checkBothSchemes(olga, 'departure-pledge-released-phone');
    await expectNoSideScroll(olga);
    await claims.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => textOf(claims)).not.toContain('A pledge was released');
  });

  it('names the exchange in the Leave family dialog of someone else who then leaves, and the owner removes one more', async () => {
    const second = [...people.values()].find(
      (p) => p.name !== 'Olga Harlow' && p.name !== leaver.name && p.name !== giver.name,
    ) as Someone;
    people.delete(leaver.name);
    people.delete(second.name);
    const page = second.page;
    await page.goto(`${app.server.url}/family-profiles`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Current family: The Harlows. Switch family' }).click();
    await page.getByRole('menuitem', { name: 'Manage Family Settings' }).click();
    const zone = page
      .getByRole('dialog', { name: 'Family Settings' })
      .getByRole('region', { name: 'Danger zone' });
    await expect.poll(() => zone.isVisible(), { timeout: 10_000 }).toBe(true);
    await zone.getByRole('button', { name: 'Leave family' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave The Harlows?' });
    const changes = ask.getByRole('list', { name: 'What changes for others' });
    await expect.poll(() => changes.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await changes.getByRole('listitem').allTextContents()).toEqual([
      `${TITLE}: whoever drew you takes over your match.`,
    ]);
    await checkBothSchemes(page, 'departure-leave-dialog-phone', { dialog: true });
    await ask.getByRole('button', { name: 'Leave family' }).click();
    await visible(page, 'You are no longer in The Harlows.');
    // And the owner removes one more: two are left.
    const third = [...people.values()].find(
      (p) => p.name !== 'Olga Harlow' && p.name !== giver.name,
    ) as Someone;
    people.delete(third.name);
    const removed = await (pages.get('Olga Harlow') as Page).evaluate(
      (id) => fetch(`/api/family-members/${id}`, { method: 'DELETE' }).then((r) => r.status),
      third.memberId,
    );
    expect(removed).toBe(204);
  });

  it('tells the owner that too few are left, and lets her end the exchange for everyone', async () => {
    const olga = pages.get('Olga Harlow') as Page;
    await olga.goto(`${app.server.url}/gift-exchanges`, { waitUntil: 'networkidle' });
    const card = olga.getByRole('region', { name: TITLE, exact: true });
    await expect.poll(() => textOf(card), { timeout: 10_000 }).toContain('Too few left for a secret draw');
    expect(await textOf(card)).toContain('Only two are left taking part since others left the family');
    expect(await textOf(card)).not.toContain('can no longer be redrawn');
    await olga.mouse.move(0, 0);
    await checkBothSchemes(olga, 'departure-too-few-owner-phone');
    await expectNoSideScroll(olga);
    await card.getByRole('button', { name: `End ${TITLE}` }).click();
    const ask = olga.getByRole('dialog', { name: `End ${TITLE}?` });
    await expect.poll(() => ask.isVisible()).toBe(true);
    await checkBothSchemes(olga, 'departure-end-dialog-phone', { dialog: true });
    await ask.getByRole('button', { name: 'End exchange' }).click();
    await visible(olga, `${TITLE} is over for everyone.`);
    await visible(olga, 'No gift exchanges yet');
  });
});
