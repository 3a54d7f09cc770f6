import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileKindByName, isAllowListedEntry } from '#common/imports/files';
import type { ExtractedItem } from '#common/imports/items';
import { isNoise } from './noise';
import { type ParsedFile, parseExportFile } from './parse';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const parse = (name: string) =>
  parseExportFile(path.basename(name), readFileSync(path.join(FIXTURES, name), 'utf8'));

function read(result: ParsedFile) {
  if (result.status !== 'read') throw new Error(`expected a read file, got ${JSON.stringify(result)}`);
  return result;
}
const texts = (items: ExtractedItem[], kind: string) =>
  items.filter((i) => i.kind === kind).map((i) => i.text);

describe("Facebook's ad_preferences page (2025-2026 exports)", () => {
  it('is an allow-listed file, in any folder, so the browser sends it from a zip', () => {
    expect(fileKindByName('ads_information/ad_preferences.html')).toBe('ad_preferences');
    expect(isAllowListedEntry('facebook-ann-2026/ads_information/ad_preferences.html')).toBe(true);
    expect(isAllowListedEntry('facebook-ann-2026/ads_information/ad_preferences.json')).toBe(true);
  });

  it('reads the "Ads interests" list of the nested-section layout as topics, without the opt-out flags', async () => {
    const file = read(await parse('facebook-2026/ad_preferences.html'));
    expect(file.kind).toBe('ad_preferences');
    expect(texts(file.items, 'topic')).toEqual([
      'Portrait photography',
      'Board games',
      'LEGO',
      'Café culture',
    ]);
    const all = file.items.map((i) => i.text);
    for (const notAnInterest of ['True', 'False', 'Engaged Shoppers', 'Frequent Travelers']) {
      expect(all, notAnInterest).not.toContain(notAnInterest);
    }
  });

  it('keeps hidden ads and removed interests as negative items, dropping campaign codes', async () => {
    const file = read(await parse('facebook-2026/ad_preferences.html'));
    expect(texts(file.items, 'hidden_ad')).toEqual(['Crazy Golf Weekend Deals']);
    expect(file.items.find((i) => i.kind === 'hidden_ad')?.time).toBe(Date.UTC(2026, 2, 2, 16, 57, 45));
    expect(texts(file.items, 'not_interested')).toEqual(['Golf']);
  });

  it('reads the table layout: the Name column of "Ads interests", hidden ads by title, no device categories', async () => {
    const file = read(await parse('facebook-2025/ad_preferences.html'));
    expect(texts(file.items, 'topic')).toEqual(['Hiking', 'Camping & outdoors', 'Nintendo Switch']);
    expect(file.items.find((i) => i.text === 'Hiking')?.count).toBe(2);
    expect(texts(file.items, 'hidden_ad')).toEqual(['Garden Gnome Warehouse']);
  });

  it('reads the JSON form: the "Ads interests" dict, hidden ads and removed interests, repaired', async () => {
    const file = read(await parse('facebook-2026/ad_preferences.json'));
    expect(texts(file.items, 'topic')).toEqual(['Patisserie', 'Très bien cuisine']);
    expect(texts(file.items, 'hidden_ad')).toEqual(['Crème brûlée masterclass']);
    expect(texts(file.items, 'not_interested')).toEqual(['Motorsport']);
  });

  it('answers a page of opt-out flags only as an export with nothing to learn, not as an error', async () => {
    const page = readFileSync(path.join(FIXTURES, 'facebook-2025/ad_preferences.html'), 'utf8').replace(
      /<section class="_a6-g"><h2 class="_a6-h _a6-i">Hidden ads[\s\S]*<\/main>/,
      '</main>',
    );
    expect(await parseExportFile('ad_preferences.html', page)).toEqual({
      status: 'empty',
      format: 'html',
      kind: 'ad_preferences',
    });
  });
});

describe('device and connection categories', () => {
  it('are dropped from behaviours, keeping the real ones', async () => {
    const file = read(await parse('facebook-2026/other_categories_used_to_reach_you.json'));
    expect(texts(file.items, 'behaviour')).toEqual([
      'Frequent international travellers',
      'Close friends of people with birthdays in a month',
      'Technology early adopters',
    ]);
  });

  it('are noise in any wording Meta uses, while brands and hobbies named alike are not', () => {
    for (const device of [
      'Android: 360-degree media supported',
      'Android: 360 degree media not supported',
      'Owns: iPhone 7',
      'Facebook access (mobile): feature phones',
      'Facebook access (network type): WiFi',
      'Facebook access (OS): Windows 10',
      'Facebook access: older devices and OS',
      'Instagram access (mobile): tablets',
      'Uses a mobile device (25 months+)',
      'New smartphone and tablet users',
      '4G network users',
    ]) {
      expect(isNoise(device), device).toBe(true);
    }
    for (const interest of ['iPhone', 'Nintendo Switch', 'Mobile games', 'Photography']) {
      expect(isNoise(interest), interest).toBe(false);
    }
  });
});
