import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectDialogAccessible, expectNoSideScroll, screenshot } from './support/browser';
import { callApi, setUpJourneyApp, signInAsNewcomer, textOf, visible } from './support/journey';

const app = setUpJourneyApp();

const person = (given: string, sub: string) => ({
  sub: `google-${sub}-manage`,
  email: `${sub}.manage@example.com`,
  given_name: given,
  family_name: 'Harlow',
});
const OLGA = person('Olga', 'olga');
const BEN = person('Ben', 'ben');
const CLEO = person('Cleo', 'cleo');
const FAMILY = 'The Harlows';

const signIn = (claims: typeof OLGA) => signInAsNewcomer(app, claims);

/**
 * Axe on the open dialog, as a soft expectation: a finding fails the step, and the journey still
 * goes on (the dialog's action is what the next steps start from).
 */
async function expectDialogAccessibleSoftly(page: Page) {
  const findings = await expectDialogAccessible(page).then(
    () => [],
    (err: Error & { actual?: unknown }) => err.actual ?? [err.message],
  );
  expect.soft(findings, 'axe on the dialog').toEqual([]);
}

/** Family Settings from the phone menu's family switcher; answers its Danger zone. */
async function openDangerZone(page: Page, familyName = FAMILY) {
  await page.goto(`${app.server.url}/family-profiles`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: `Current family: ${familyName}. Switch family` }).click();
  await page.getByRole('menuitem', { name: 'Manage Family Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Family Settings' });
  const zone = settings.getByRole('region', { name: 'Danger zone' });
  await expect.poll(() => zone.isVisible(), { timeout: 10_000 }).toBe(true);
  // The holidays load into the dialog after it opens, pushing the Danger zone down: wait until
  // they have, so a tap lands where it was aimed.
  await expect
    .poll(async () => {
      if (await settings.getByRole('status', { name: 'Loading holidays' }).count()) return false;
      const before = await zone.boundingBox();
      await new Promise((r) => setTimeout(r, 300));
      return before?.y === (await zone.boundingBox())?.y;
    })
    .toBe(true);
  await zone.scrollIntoViewIfNeeded();
  return zone;
}

// One journey in steps (each its own test, so none nears the timeout); a step starts where the
// one before it ended. Olga owns The Harlows; Ben leaves it, Cleo takes it over and deletes it.
describe('leaving, handing over and deleting a family from Family Settings on a phone', () => {
  let olga: Page;
  let ben: Page;
  let cleo: Page;
  let familyId: number;
  let benId: number;
  let cleoId: number;

  it('offers a member only Leave in the Danger zone, with a confirmation that says what goes', async () => {
    olga = await signIn(OLGA);
    const family = await callApi(olga, 'POST', '/api/family-accounts', { name: FAMILY });
    familyId = family.id;
    // A child and a grandfather without accounts: neither could own the family.
    for (const [name, relationship, age] of [
      ['Mia Harlow', 'Child', 6],
      ['Joe Harlow', 'Grandparent', 78],
    ] as const)
      await callApi(olga, 'POST', `/api/families/${familyId}/family-members`, { name, relationship, age });
    cleo = await signIn(CLEO);
    const joinedCleo = await callApi(cleo, 'POST', `/api/family-accounts/join/${family.inviteCode}`, {
      name: 'Cleo Harlow',
      email: CLEO.email,
      relationship: 'Daughter',
      age: 31,
    });
    cleoId = joinedCleo.member.id;
    const socks = await callApi(cleo, 'POST', `/api/family-members/${cleoId}/wishlist`, {
      title: 'Wool hiking socks',
    });
    // Ben has a family of his own, then joins the Harlows and claims Cleo's wish there.
    ben = await signIn(BEN);
    const rays = await callApi(ben, 'POST', '/api/family-accounts', { name: 'The Rays' });
    // His own profile there is filled in, so his home is that family's dashboard.
    const [own] = await callApi(ben, 'GET', `/api/families/${rays.id}/family-members`);
    await callApi(ben, 'PUT', `/api/family-members/${own.id}/profile`, {
      lifestyle: { hobbies: ['Fishing'], lifeStage: 'established-career', workLifeBalance: 'balanced' },
    });
    const joinedBen = await callApi(ben, 'POST', `/api/family-accounts/join/${family.inviteCode}`, {
      name: 'Ben Harlow',
      email: BEN.email,
      relationship: 'Son',
      age: 35,
    });
    benId = joinedBen.member.id;
    await callApi(ben, 'POST', `/api/wishlist-items/${socks.id}/claims`, { status: 'reserved' });

    const zone = await openDangerZone(ben);
    // A member may only leave: handing over and deleting are the owner's.
    expect(await textOf(zone)).toContain(`Leave ${FAMILY}. You can join again with an invite.`);
    expect(await zone.getByRole('button', { name: 'Delete family' }).count()).toBe(0);
    expect(await zone.getByRole('combobox', { name: 'New owner' }).count()).toBe(0);
    await zone.getByRole('button', { name: 'Leave family' }).click();
    const confirm = ben.getByRole('dialog', { name: `Leave ${FAMILY}?` });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    const says = await textOf(confirm);
    expect(says).toContain(`Your profile in ${FAMILY} and everything about it`);
    expect(says).toMatch(/ads, ideas, imports, dates, your wishlist/);
    expect(says).toMatch(/claims on others' wishes released/);
    expect(says).toContain('what you added about others stays, without your name');
    await expectDialogAccessibleSoftly(ben);
    await expectNoSideScroll(ben);
    await screenshot(ben, 'family-leave-confirm-phone');
  });

  it('moves a member who leaves to his other family, his profile gone and his claim released', async () => {
    const confirm = ben.getByRole('dialog', { name: `Leave ${FAMILY}?` });
    await confirm.getByRole('button', { name: 'Leave family' }).click();
    await visible(ben, `You are no longer in ${FAMILY}.`);
    await expect.poll(() => ben.getByRole('dialog', { name: 'Family Settings' }).count()).toBe(0);
    await expect.poll(() => new URL(ben.url()).pathname).toBe('/');
    // Home is now his other family's dashboard.
    await expect
      .poll(() => ben.locator('[data-page="dashboard"]').textContent(), { timeout: 10_000 })
      .toMatch(/^Family DashboardThe Rays/);
    // Nothing on the way asked about the family he left.
    expect(await ben.getByText(/not found/i).count()).toBe(0);
    // He is in The Rays now, and The Harlows is gone from his families.
    await ben.getByRole('button', { name: 'Open menu' }).click();
    await expect
      .poll(() => ben.getByRole('button', { name: 'Current family: The Rays. Switch family' }).isVisible())
      .toBe(true);
    await ben.keyboard.press('Escape');
    const families = (await callApi(ben, 'GET', '/api/user/families')) as { name: string }[];
    expect(families.map((f) => f.name)).toEqual(['The Rays']);
    await expectAccessible(ben);
    await expectNoSideScroll(ben);
    await screenshot(ben, 'family-left-phone');

    // For the Harlows, his profile is gone and his claim on Cleo's wish released.
    const members = (await callApi(olga, 'GET', `/api/families/${familyId}/family-members`)) as {
      id: number;
      name: string;
    }[];
    expect(members.map((m) => m.name)).not.toContain('Ben Harlow');
    expect(members.map((m) => m.id)).not.toContain(benId);
    const [item] = (await callApi(olga, 'GET', `/api/family-members/${cleoId}/wishlist`)) as {
      claimState: { remaining: number; claims: unknown[] };
    }[];
    expect(item?.claimState.claims).toEqual([]);
    expect(item?.claimState.remaining).toBe(1);
  });

  it('lets the owner hand the family over to an adult member with an account, and to no one else', async () => {
    const zone = await openDangerZone(olga);
    const handOver = zone.getByRole('button', { name: 'Hand over ownership' });
    expect(await handOver.isDisabled()).toBe(true);
    // Only Cleo: not Olga herself, not Mia (a child), not Joe (no account), not Ben (gone).
    await zone.getByRole('combobox', { name: 'New owner' }).click();
    await expect.poll(() => olga.getByRole('option').allTextContents()).toEqual(['Cleo Harlow']);
    await olga.getByRole('option', { name: 'Cleo Harlow', exact: true }).click();
    expect(await handOver.isDisabled()).toBe(false);
    await expectDialogAccessible(olga);
    await expectNoSideScroll(olga);
    await screenshot(olga, 'family-danger-zone-owner-phone');

    await handOver.click();
    const confirm = olga.getByRole('dialog', { name: `Hand ${FAMILY} over?` });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await textOf(confirm)).toContain(`Cleo Harlow becomes the owner of ${FAMILY}`);
    expect(await textOf(confirm)).toContain('You stay in the family as a member.');
    await expectDialogAccessibleSoftly(olga);
    await screenshot(olga, 'family-hand-over-confirm-phone');
    await confirm.getByRole('button', { name: 'Make Cleo Harlow the owner' }).click();
    await visible(olga, `Cleo Harlow now owns ${FAMILY}.`);
    await expect.poll(() => confirm.count()).toBe(0);

    // Olga's Family Settings now offer her what a member has: leaving.
    await expect.poll(() => zone.getByRole('button', { name: 'Leave family' }).isVisible()).toBe(true);
    expect(await zone.getByRole('button', { name: 'Delete family' }).count()).toBe(0);
    const settings = olga.getByRole('dialog', { name: 'Family Settings' });
    await expect.poll(() => settings.getByText('Cleo Harlow (owner)').isVisible()).toBe(true);
    const roles = (await callApi(olga, 'GET', '/api/user/families')) as { name: string; role: string }[];
    expect(roles).toEqual([expect.objectContaining({ name: FAMILY, role: 'member' })]);
  });

  it('lets the new owner delete the family only once its exact name is typed, leaving everyone without it', async () => {
    const zone = await openDangerZone(cleo);
    expect(await zone.getByRole('button', { name: 'Leave family' }).count()).toBe(0);
    await zone.getByRole('button', { name: 'Delete family' }).click();
    const confirm = cleo.getByRole('dialog', { name: `Delete ${FAMILY}?` });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await textOf(confirm)).toContain('It cannot be undone.');
    expect(await textOf(confirm)).toMatch(/wishlists/);
    const remove = confirm.getByRole('button', { name: 'Delete family' });
    const typed = confirm.getByRole('textbox', { name: `Type ${FAMILY} to confirm` });
    expect(await remove.isDisabled()).toBe(true);
    for (const almost of ['the harlows', 'The Harlow', `${FAMILY} `]) {
      await typed.fill(almost);
      expect(await remove.isDisabled(), almost).toBe(true);
    }
    await typed.fill(FAMILY);
    expect(await remove.isDisabled()).toBe(false);
    await expectDialogAccessibleSoftly(cleo);
    await expectNoSideScroll(cleo);
    await screenshot(cleo, 'family-delete-confirm-phone');

    await remove.click();
    await visible(cleo, `${FAMILY} and everything in it were deleted.`);
    await expect.poll(() => cleo.getByRole('dialog', { name: 'Family Settings' }).count()).toBe(0);
    // Cleo had no other family: the welcome offers a new one.
    await expect
      .poll(() => cleo.getByRole('heading', { name: 'Welcome to GiftLens, Cleo!' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await expectAccessible(cleo);
    await expectNoSideScroll(cleo);
    await screenshot(cleo, 'family-deleted-welcome-phone');

    // Olga, still a member until now, finds herself without a family too.
    await olga.goto(`${app.server.url}/family-profiles`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => olga.getByRole('heading', { name: 'Welcome to GiftLens, Olga!' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await callApi(olga, 'GET', '/api/user/families')).toEqual([]);
  });
});
