import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkBothSchemes, expectNoSideScroll, screenshot } from './support/browser';
import { demoUserWithFamily, newPage, setUpJourneyApp, visible } from './support/journey';

const app = setUpJourneyApp();
const PHONE = { width: 390, height: 844 };
const SCREENS = 'src/server/test/ad-sheet-screens';
const INSTAGRAM = readFileSync(`${SCREENS}/instagram-2023-en-light-dejavu.png`);
const LEGO = readFileSync(`${SCREENS}/facebook-older-en-dark-liberation.png`);
const READ_TIMEOUT = { timeout: 30_000 };

/** Picks the person's own record in the dialog's member select. */
async function chooseSelf(page: Page) {
  await page.getByRole('combobox', { name: /Family member/ }).click();
  await page.getByRole('option', { name: /\(Self\)$/ }).click();
}

const insightsDialog = (page: Page) => page.getByRole('dialog', { name: 'Track "Why Am I Seeing This Ad?"' });

// One journey in steps, each starting where the one before ended.
describe('capturing an ad from a screenshot, on a phone', () => {
  let page: Page;

  it("reads a chosen screenshot of Instagram's sheet into Ad Insights and saves the filled-in ad with it as the photo", async () => {
    page = await newPage(app.browser, app.server.url, PHONE);
    await demoUserWithFamily(page, app.server.url, 'The Capture Family');
    await page.goto(`${app.server.url}/ad-history?track=insights`, { waitUntil: 'networkidle' });
    const dialog = insightsDialog(page);
    const choose = dialog.getByRole('button', { name: 'Choose screenshot' });
    await expect.poll(() => choose.isVisible(), READ_TIMEOUT).toBe(true);
    const chooser = page.waitForEvent('filechooser');
    await choose.click();
    await (await chooser).setFiles({ name: 'IMG_4102.png', mimeType: 'image/png', buffer: INSTAGRAM });
    const advertiser = dialog.getByRole('textbox', { name: /Advertiser/ });
    await expect.poll(() => advertiser.inputValue(), READ_TIMEOUT).toBe('Patagonia');
    expect(await dialog.getByText('Read from the screenshot: check it').count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('combobox', { name: /Platform/ }).inputValue()).toBe('Instagram');
    await chooseSelf(page);
    await expectNoSideScroll(page);
    await checkBothSchemes(page, 'screenshot-read-phone', { dialog: true });
    await screenshot(page, 'screenshot-read-phone');
    await dialog.getByRole('button', { name: 'Track Ad Insights' }).click();
    await visible(page, 'Ad insights tracked successfully!');

    const ad = page.getByRole('article', { name: /Patagonia/ });
    await expect.poll(() => ad.isVisible(), READ_TIMEOUT).toBe(true);
    expect(await ad.getByText(/Hiking/).count()).toBeGreaterThan(0);
    expect(await ad.getByRole('img').count()).toBeGreaterThan(0);
  });

  it('opens Ad Insights already filled in when a screenshot is shared to the installed app', async () => {
    // The service worker installed with the first page takes the share target's POST.
    await page.goto(`${app.server.url}/ad-history`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), READ_TIMEOUT)
      .toBe(true);
    // A form posting to /share as the phone's share sheet does (multipart, the picture in `image`).
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/share';
      form.enctype = 'multipart/form-data';
      form.id = 'share-sheet';
      const file = Object.assign(document.createElement('input'), { type: 'file', name: 'image' });
      const text = Object.assign(document.createElement('input'), {
        type: 'hidden',
        name: 'text',
        value: '',
      });
      form.append(file, text);
      document.body.append(form);
    });
    await page
      .locator('#share-sheet input[type="file"]')
      .setInputFiles({ name: 'Screenshot_20261128.png', mimeType: 'image/png', buffer: LEGO });
    await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());

    const dialog = insightsDialog(page);
    const advertiser = dialog.getByRole('textbox', { name: /Advertiser/ });
    await expect.poll(() => advertiser.isVisible(), READ_TIMEOUT).toBe(true);
    await expect.poll(() => advertiser.inputValue(), READ_TIMEOUT).toBe('LEGO');
    expect(page.url()).toMatch(/\/ad-history\?.*track=insights/);
    // Taken once: the picture left the worker's cache when the dialog read it.
    const left = await page.evaluate(
      async () => (await (await caches.open('giftlens-shared')).keys()).length,
    );
    expect(left).toBe(0);
    await chooseSelf(page);
    await dialog.getByRole('button', { name: 'Track Ad Insights' }).click();
    await visible(page, 'Ad insights tracked successfully!');
    await expect.poll(() => page.getByRole('article', { name: /LEGO/ }).isVisible(), READ_TIMEOUT).toBe(true);
  });

  it('offers to add a shared shop link to my wishlist, and adds it', async () => {
    const link = 'https://shop.example/merino-beanie?colour=navy';
    await page.goto(
      `${app.server.url}/share?${new URLSearchParams({ url: link, title: 'Merino beanie, navy' })}`,
      { waitUntil: 'networkidle' },
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'Shared with GiftLens' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Track it as an ad' }).isVisible()).toBe(true);
    await checkBothSchemes(page, 'share-page-phone');
    await page.getByRole('button', { name: 'Add to my wishlist' }).click();
    const dialog = page.getByRole('dialog', { name: /wishlist/ });
    expect(await dialog.getByRole('textbox', { name: 'Link' }).inputValue()).toBe(link);
    expect(await dialog.getByRole('textbox', { name: /Title/ }).inputValue()).toBe('Merino beanie, navy');
    await dialog.getByRole('button', { name: /^(Add|Save)/ }).click();
    await visible(page, 'Item added');
    await page.goto(`${app.server.url}/wishlists`, { waitUntil: 'networkidle' });
    await visible(page, 'Merino beanie, navy');
  });

  it('saves a shared shop link as a gift idea for someone, and lists it among the gift ideas', async () => {
    const link = 'https://shop.example/enamel-camping-mugs';
    await page.goto(
      `${app.server.url}/share?${new URLSearchParams({ url: link, title: 'Enamel camping mugs, set of 4' })}`,
      { waitUntil: 'networkidle' },
    );
    await page.getByRole('combobox', { name: 'Save as an idea for' }).click();
    await page.getByRole('option', { name: /\(you\)$/ }).click();
    await page.getByRole('button', { name: 'Save as an idea' }).click();
    await visible(page, 'Idea saved');
    await page.getByRole('link', { name: 'See the gift ideas' }).click();
    await visible(page, 'Enamel camping mugs, set of 4');
  });
});
