import { createServer, type Server } from 'node:http';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkBothSchemes,
  expectAccessible,
  expectDialogAccessible,
  expectNoSideScroll,
  screenshot,
} from './support/browser';
import { callApi, newPage, setUpJourneyApp, signInAsNewcomer, textOf, visible } from './support/journey';

// The shop below answers on 127.0.0.1: the link preview may read it only with this test setting.
const app = setUpJourneyApp({ env: { LINK_PREVIEW_ALLOW_PRIVATE: 'true' } });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const ANA = {
  sub: 'google-ana-wish',
  email: 'ana.wish@example.com',
  given_name: 'Ana',
  family_name: 'Rivera',
};
const BEN = {
  sub: 'google-ben-wish',
  email: 'ben.wish@example.com',
  given_name: 'Ben',
  family_name: 'Rivera',
};
const CLEO = {
  sub: 'google-cleo-wish',
  email: 'cleo.wish@example.com',
  given_name: 'Cleo',
  family_name: 'Marsh',
};
const PRODUCT = 'Brass Camping Lantern';

/** A tiny shop: one product page with Open Graph title, price and picture, and the picture itself. */
let shop: Server;
let shopUrl: string;
let pictureRequests = 0;
beforeAll(async () => {
  const picture = await sharp({
    create: { width: 480, height: 480, channels: 3, background: { r: 214, g: 140, b: 40 } },
  })
    .png()
    .toBuffer();
  shop = createServer((req, res) => {
    if (req.url === '/products/lantern') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head>
        <title>Lantern | Trailhead Outfitters</title>
        <meta property="og:title" content="${PRODUCT}">
        <meta property="og:image" content="${shopUrl}/images/lantern.png">
        <meta property="product:price:amount" content="64.50">
        <meta property="product:price:currency" content="USD">
        </head><body><h1>${PRODUCT}</h1></body></html>`);
    } else if (req.url === '/images/lantern.png') {
      pictureRequests++;
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': picture.length });
      res.end(picture);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const address = shop.address();
  shopUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => (shop ? shop.close(() => resolve()) : resolve())));

const signIn = (claims: typeof ANA, viewport = PHONE) => signInAsNewcomer(app, claims, viewport);

/** The item's card in a wishlist, by its title. */
const card = (scope: Page | Locator, title = PRODUCT) =>
  scope.getByRole('listitem', { name: title, exact: true });

/** The item's picture has loaded from GiftLens's own copy (never the shop's address). */
async function expectOwnPicture(item: Locator) {
  const picture = item.locator('img');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(await picture.getAttribute('src')).toMatch(/^\/api\/wishlist-items\/\d+\/image/);
}

// One journey in steps (each its own test, so none nears the timeout); a step starts where the
// one before it ended. Ben wishes; his sister Ana and their cousin Cleo get it for him.
describe('a wishlist item from a pasted link, claimed and chipped in for, never shown to its member', () => {
  let ana: Page;
  let ben: Page;
  let cleo: Page;
  let benId: number;
  let familyId: number;

  it('reads a pasted link into a preview with the title and price, and fills the title from it', async () => {
    ana = await signIn(ANA);
    const family = await callApi(ana, 'POST', '/api/family-accounts', { name: 'The Riveras' });
    familyId = family.id;
    ben = await signIn(BEN);
    const joined = await callApi(ben, 'POST', `/api/family-accounts/join/${family.inviteCode}`, {
      name: 'Ben Rivera',
      email: BEN.email,
      relationship: 'Sibling',
      age: 34,
    });
    benId = joined.member.id;
    cleo = await signIn(CLEO);
    await callApi(cleo, 'POST', `/api/family-accounts/join/${family.inviteCode}`, {
      name: 'Cleo Marsh',
      email: CLEO.email,
      relationship: 'Cousin',
      age: 29,
    });

    // Ben, on his own page, pastes the shop's link into Add Item.
    await ben.goto(`${app.server.url}/family-profiles/${benId}`, { waitUntil: 'networkidle' });
    const wishlist = ben.getByRole('region', { name: 'Wishlist', exact: true });
    await visible(ben, /No wishes yet: add what you would like/);
    await wishlist.getByRole('button', { name: 'Add item' }).click();
    const dialog = ben.getByRole('dialog', { name: "Add to Ben Rivera's wishlist" });
    const link = dialog.getByRole('textbox', { name: 'Link' });
    await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
    await ben.evaluate((url) => navigator.clipboard.writeText(url), `${shopUrl}/products/lantern`);
    await ben.keyboard.press('ControlOrMeta+V');
    expect(await link.inputValue()).toBe(`${shopUrl}/products/lantern`);

    // The preview names the product and its price, and the title fills in from it.
    const preview = dialog.getByRole('status', { name: 'Link preview' });
    await expect.poll(() => preview.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await textOf(preview)).toContain(PRODUCT);
    expect(await textOf(preview)).toContain('$64.50');
    expect(await textOf(preview)).toContain('The picture is saved with the item');
    expect(await preview.locator('img').getAttribute('src')).toMatch(/^data:image\//);
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(PRODUCT);
    expect(await dialog.getByRole('textbox', { name: 'Price' }).inputValue()).toBe('');
    await expectDialogAccessible(ben);
    await expectNoSideScroll(ben);
    await screenshot(ben, 'wishlists-add-item-preview-phone');
  });

  it("saves the item with the page's price and GiftLens's own copy of its picture", async () => {
    const wishlist = ben.getByRole('region', { name: 'Wishlist', exact: true });
    const dialog = ben.getByRole('dialog', { name: "Add to Ben Rivera's wishlist" });
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await visible(ben, `${PRODUCT} is on Ben Rivera's wishlist.`);
    await expect.poll(() => dialog.count()).toBe(0);

    // Saved with the page's price, and its picture copied into GiftLens.
    const item = card(wishlist);
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(await textOf(item)).toContain('$64.50');
    expect(await item.getByRole('link', { name: /Brass Camping Lantern/ }).getAttribute('href')).toBe(
      `${shopUrl}/products/lantern`,
    );
    await expectOwnPicture(item);
    expect(pictureRequests).toBeGreaterThan(0);
    await ben.mouse.move(0, 0);
    await expectAccessible(ben);
    await expectNoSideScroll(ben);
    await screenshot(ben, 'wishlists-member-own-item-phone');

    // A second wish, typed by hand: it stays unclaimed for the filter later.
    await callApi(ben, 'POST', `/api/family-members/${benId}/wishlist`, {
      title: 'Wool hiking socks',
      priority: 'low',
    });
  });

  it("shows the item on Ben's page and on Wishlists to a relative, who claims it with I'll get this", async () => {
    await ana.goto(`${app.server.url}/family-profiles/${benId}`, { waitUntil: 'networkidle' });
    const wishlist = ana.getByRole('region', { name: 'Wishlist', exact: true });
    const item = card(wishlist);
    await expect.poll(() => item.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await textOf(item)).toContain('$64.50');
    expect(await textOf(item)).toContain('Not claimed yet');
    await expectOwnPicture(item);
    // A relative cannot change Ben's wishes.
    expect(await item.getByRole('button', { name: `Edit ${PRODUCT}` }).count()).toBe(0);
    await expectAccessible(ana);
    await expectNoSideScroll(ana);
    await screenshot(ana, 'wishlists-member-page-relative-phone');

    // The Wishlists page, from the phone menu: Ben's wishes under his name.
    await ana.getByRole('button', { name: 'Open menu' }).click();
    await ana.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Wishlists' }).click();
    await expect.poll(() => new URL(ana.url()).pathname).toBe('/wishlists');
    const bensSection = ana.getByRole('region', { name: 'Ben Rivera', exact: true });
    await expect.poll(() => card(bensSection).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card(bensSection, 'Wool hiking socks').isVisible()).toBe(true);
    await expectOwnPicture(card(bensSection));

    await card(bensSection).getByRole('button', { name: "I'll get this" }).click();
    await visible(ana, 'Claimed');
    const claims = card(bensSection).getByRole('group', { name: `Claims: ${PRODUCT}` });
    await expect.poll(() => textOf(claims)).toContain('You reserved 1');
    expect(await claims.getByRole('button', { name: 'Release my claim' }).isVisible()).toBe(true);
    expect(await claims.getByRole('button', { name: "I'll get this" }).count()).toBe(0);
    await ana.mouse.move(0, 0);
    await expectAccessible(ana);
    await expectNoSideScroll(ana);
    await screenshot(ana, 'wishlists-claimed-phone');
  });

  it('turns the claim into a group gift that a third relative chips in to', async () => {
    const claims = card(ana.getByRole('region', { name: 'Ben Rivera', exact: true })).getByRole('group', {
      name: `Claims: ${PRODUCT}`,
    });
    await claims.getByRole('button', { name: 'Make it a group gift' }).click();
    const target = claims.getByRole('textbox', { name: 'Target (USD)' });
    // The target starts at the item's price.
    expect(await target.inputValue()).toBe('64.5');
    await target.fill('60');
    await claims.getByRole('button', { name: 'Start group gift' }).click();
    await visible(ana, 'Group gift started');
    const gift = ana.getByRole('group', { name: `Group gift: ${PRODUCT}` });
    await expect.poll(() => textOf(gift)).toContain('$0.00 of $60.00 pledged');
    await expectAccessible(ana);
    await expectNoSideScroll(ana);

    // Cleo sees Ana's claim and the group gift, and chips in.
    await cleo.goto(`${app.server.url}/wishlists`, { waitUntil: 'networkidle' });
    const cleosGift = cleo.getByRole('group', { name: `Group gift: ${PRODUCT}` });
    await expect.poll(() => cleosGift.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await textOf(cleo.getByRole('group', { name: `Claims: ${PRODUCT}` }))).toContain(
      'Ana Rivera reserved 1',
    );
    // Nothing is left to claim, but she can still chip in.
    expect(await cleo.getByRole('button', { name: "I'll get this" }).count()).toBe(1); // the socks only
    await cleosGift.getByRole('textbox', { name: 'Your pledge (USD)' }).fill('25');
    await cleosGift.getByRole('button', { name: 'Chip in' }).click();
    await visible(cleo, 'Pledge saved');
    await expect.poll(() => textOf(cleosGift)).toContain('$25.00 of $60.00 pledged');
    expect(await textOf(cleosGift)).toContain('$35.00 to go');
    expect(
      await cleosGift
        .getByRole('progressbar', { name: `Pledged towards ${PRODUCT}` })
        .getAttribute('aria-valuenow'),
    ).toBe('42');
    await cleo.mouse.move(0, 0);
    await expectAccessible(cleo);
    await expectNoSideScroll(cleo);
    await screenshot(cleo, 'wishlists-chipped-in-phone');

    // Ana sees Cleo's pledge by name.
    await ana.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => textOf(gift), { timeout: 10_000 }).toContain('Cleo Marsh: $25.00');
  });

  it('shows Ben his own item with no sign of who claimed it or chipped in, on his page and on Wishlists', async () => {
    const secrets = [/claim/i, /reserved/i, /pledge/i, /chip in/i, /group gift/i, /\bAna\b/, /\bCleo\b/];
    // What the server tells him holds no claim state at all.
    const own = (await callApi(ben, 'GET', `/api/family-members/${benId}/wishlist`)) as Record<
      string,
      unknown
    >[];
    expect(own.map((i) => i.title).sort()).toEqual([PRODUCT, 'Wool hiking socks']);
    for (const item of own) {
      expect(item).not.toHaveProperty('claimState');
      expect(item).not.toHaveProperty('somethingClaimed');
    }

    await ben.reload({ waitUntil: 'networkidle' });
    const item = card(ben.getByRole('region', { name: 'Wishlist', exact: true }));
    await expect.poll(() => item.isVisible(), { timeout: 10_000 }).toBe(true);
    await expectOwnPicture(item);
    const memberPage = (await ben.locator('main').textContent()) ?? '';
    expect(memberPage).toContain(PRODUCT);
    for (const secret of secrets) expect(memberPage).not.toMatch(secret);
    expect(
      await ben.getByRole('region', { name: 'Wishlist', exact: true }).getByRole('progressbar').count(),
    ).toBe(0);
    await expectAccessible(ben);
    await expectNoSideScroll(ben);
    await screenshot(ben, 'wishlists-member-own-after-claims-phone');

    await ben.goto(`${app.server.url}/wishlists`, { waitUntil: 'networkidle' });
    const mine = ben.getByRole('region', { name: 'Ben Rivera (you)', exact: true });
    await expect.poll(() => card(mine).isVisible(), { timeout: 10_000 }).toBe(true);
    // The page's own words name the filter ("Not yet claimed"): his section and his cards say nothing.
    const section = await textOf(mine);
    expect(section).toContain(PRODUCT);
    for (const secret of secrets) expect(section).not.toMatch(secret);
    expect(await mine.getByRole('group').count()).toBe(0);
    expect(await mine.getByRole('button', { name: "I'll get this" }).count()).toBe(0);
    expect(await ben.getByText('Someone is getting this for you.').count()).toBe(0);
    await expectAccessible(ben);
    await expectNoSideScroll(ben);
    await screenshot(ben, 'wishlists-page-member-phone');
  });

  it('hides the claimed item from a relative under Not yet claimed, on a desktop and a phone', async () => {
    const desktop = await newPage(app.browser, app.server.url, DESKTOP);
    await desktop.context().addCookies(await ana.context().cookies());
    await desktop.goto(`${app.server.url}/wishlists`, { waitUntil: 'networkidle' });
    const bensSection = desktop.getByRole('region', { name: 'Ben Rivera', exact: true });
    await expect.poll(() => card(bensSection).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card(bensSection, 'Wool hiking socks').isVisible()).toBe(true);
    await checkBothSchemes(desktop, 'wishlists-page-relative-desktop');
    await expectNoSideScroll(desktop);

    const unclaimed = desktop.getByRole('switch', { name: 'Not yet claimed' });
    await unclaimed.click();
    await expect.poll(() => new URL(desktop.url()).searchParams.get('unclaimed')).toBe('1');
    await expect.poll(() => card(bensSection).count()).toBe(0);
    expect(await card(bensSection, 'Wool hiking socks').isVisible()).toBe(true);
    await desktop.mouse.move(0, 0);
    await expectAccessible(desktop);
    await screenshot(desktop, 'wishlists-unclaimed-desktop');

    // The filter is in the address: on the phone the same link shows the same.
    await ana.goto(`${app.server.url}/wishlists?unclaimed=1`, { waitUntil: 'networkidle' });
    const onPhone = ana.getByRole('region', { name: 'Ben Rivera', exact: true });
    await expect.poll(() => card(onPhone, 'Wool hiking socks').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card(onPhone).count()).toBe(0);
    expect(await ana.getByRole('switch', { name: 'Not yet claimed' }).isChecked()).toBe(true);
    // Switched off again, the claimed item is back.
    await ana.getByRole('switch', { name: 'Not yet claimed' }).click();
    await expect.poll(() => new URL(ana.url()).searchParams.has('unclaimed')).toBe(false);
    await expect.poll(() => card(onPhone).isVisible()).toBe(true);
    await expectAccessible(ana);
    await expectNoSideScroll(ana);
    await screenshot(ana, 'wishlists-page-relative-phone');
    // The family's own list agrees with what the page shows.
    const left = (await callApi(ana, 'GET', `/api/families/${familyId}/wishlists?unclaimed=1`)) as {
      title: string;
    }[];
    expect(left.map((i) => i.title)).toEqual(['Wool hiking socks']);
  });
});
