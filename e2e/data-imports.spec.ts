import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../src/client/features/data-imports/zip-fixtures';
import { expectAccessible, screenshot } from './support/browser';
import { callApi, newPage, setUpJourneyApp, visible } from './support/journey';

const app = setUpJourneyApp();
const FIXTURES = path.join(import.meta.dirname, '../src/server/lib/meta-export/fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

const DANA = {
  sub: 'google-dana-imports',
  email: 'dana.imports@example.com',
  given_name: 'Dana',
  family_name: 'Reyes',
};

/** A two-part Instagram export as Meta sends a big one, each part holding what a real one does. */
async function writeExportParts(): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftlens-export-'));
  const part1 = await makeZip({
    'preferences/your_topics/your_topics.json': fixture('instagram-2024/your_topics.json'),
    'ads_information/ads_and_topics/ads_viewed.json': fixture('instagram-2024/ads_viewed.json'),
    'your_instagram_activity/messages/inbox/sam_123/message_1.json':
      '{"messages": [{"content": "PRIVATE-MESSAGE"}]}',
    'media/posts/202601/IMG_0001.jpg': 'PRIVATE-PHOTO-BYTES',
    'personal_information/personal_information.json': '{"profile_user": ["PRIVATE-PROFILE"]}',
  });
  const part2 = await makeZip({
    'your_instagram_activity/shopping/wishlist_items.json': fixture('instagram-2024/wishlist_items.json'),
    'ads_information/instagram_ads_and_businesses/advertisers_using_your_activity_or_information.html':
      fixture('html-2025/advertisers_using_your_activity_or_information.html'),
    'media/reels/202601/VID_0001.mp4': 'PRIVATE-VIDEO-BYTES',
  });
  const files = [
    path.join(dir, 'instagram-dana-2026-01-02-part1.zip'),
    path.join(dir, 'instagram-dana-2026-01-02-part2.zip'),
  ];
  writeFileSync(files[0] as string, Buffer.from(await part1.arrayBuffer()));
  writeFileSync(files[1] as string, Buffer.from(await part2.arrayBuffer()));
  return files;
}

describe('importing an Instagram export', () => {
  it('sends only the allow-listed files of a multi-part zip, and shows what it learned on the member page and Data Imports', async () => {
    app.issuer.signInNextAs(DANA);
    const page = await newPage(app.browser, app.server.url, { width: 1440, height: 900 });
    await page.goto(app.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Create Family' }).isVisible()).toBe(true);
    const family = await callApi(page, 'POST', '/api/family-accounts', { name: 'The Reyes' });
    const [self] = await callApi(page, 'GET', `/api/families/${family.id}/family-members`);

    // Nothing imported yet: the page says so and points to the family's profiles.
    await page.goto(`${app.server.url}/data-imports`, { waitUntil: 'networkidle' });
    await visible(page, 'No data imported yet');
    await expectAccessible(page);

    // From her member page she opens Import Social Data and picks both parts of her export.
    await page.goto(`${app.server.url}/family-profiles/${self.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Import social media data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Social Data' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByRole('combobox', { name: /Family member/ }).inputValue())
      .toBe('Dana Reyes (Self)');
    await dialog.locator('input[type="file"]').setInputFiles(await writeExportParts());
    const list = dialog.getByRole('table', { name: 'Files to send' });
    await expect.poll(() => list.getByRole('row').count()).toBe(4);
    expect(await dialog.getByText('4 other files stay on this device.').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'import-dialog-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await screenshot(page, 'import-dialog-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    const sent: Array<{ url: string; body: string }> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/')) {
        sent.push({ url: new URL(request.url()).pathname, body: request.postData() ?? '' });
      }
    });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await visible(page, 'Instagram data imported');

    // Only the four allow-listed files went out, one request each; nothing private did.
    expect(sent.map((s) => s.url)).toEqual(Array(4).fill('/api/data-imports/instagram'));
    expect(sent.map((s) => JSON.parse(s.body).filename).sort()).toEqual([
      'ads_viewed.json',
      'advertisers_using_your_activity_or_information.html',
      'wishlist_items.json',
      'your_topics.json',
    ]);
    for (const request of sent) expect(request.body).not.toMatch(/PRIVATE-/);

    // The member page now shows what the export taught GiftLens, and why.
    const interests = page.getByRole('region', { name: 'Interests' });
    await expect
      .poll(() => interests.getByText('Instagram lists "Board games" among their topics').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);

    // Data Imports lists the one import with its interests, readable (no mojibake).
    await page.goto(`${app.server.url}/data-imports`, { waitUntil: 'networkidle' });
    const card = page.getByRole('article', { name: 'instagram import for Dana Reyes' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText('Tente de randonnée 2 places').isVisible()).toBe(true);
    expect(await card.getByText('Cafés').isVisible()).toBe(true);
    expect(await card.getByText(/^\+\d+ more$/).isVisible()).toBe(true);
    expect(await card.getByText('JSON and HTML export', { exact: false }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'data-imports-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'data-imports-phone');

    // Deleting it makes GiftLens forget it.
    await card.getByRole('button', { name: /Delete the instagram import/ }).click();
    await page.getByRole('button', { name: 'Delete import' }).click();
    await visible(page, 'No data imported yet');
    const profile = await callApi(page, 'GET', `/api/family-members/${self.id}/interest-profile`);
    expect(JSON.stringify(profile)).not.toContain('Instagram lists');
  });
});
