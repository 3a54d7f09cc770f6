import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExtractedItem } from '#common/imports/items';
import { parseDisplayDate } from './dates';
import { isNoise } from './noise';
import { detectFormat, type ParsedFile, parseExportFile } from './parse';
import { repairJsonText } from './repair';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const parse = (name: string, as = path.basename(name)) => parseExportFile(as, fixture(name));

function read(result: ParsedFile) {
  if (result.status !== 'read') throw new Error(`expected a read file, got ${JSON.stringify(result)}`);
  return result;
}
const texts = (items: ExtractedItem[], kind?: string) =>
  items.filter((i) => !kind || i.kind === kind).map((i) => i.text);

describe('the JSON encoding repair', async () => {
  it('decodes UTF-8 bytes written one escape per byte, accents and emoji alike', async () => {
    expect(repairJsonText('Tr\u00c3\u00a8s')).toBe('Très');
    expect(repairJsonText('\u00f0\u009f\u0091\u008d')).toBe('👍');
  });

  it('keeps a string that is not UTF-8 bytes, and one that already holds real characters', async () => {
    expect(repairJsonText('caf\u00e9')).toBe('café');
    expect(repairJsonText('Très 👍 \u00c3')).toBe('Très 👍 Ã');
  });

  it('drops U+FFFD left by broken exports and returns NFC', async () => {
    expect(repairJsonText('Cafe\u0301\uFFFD')).toBe('Café');
    expect(repairJsonText('Cafe\u0301').length).toBe(4);
  });
});

describe('format detection', async () => {
  it('judges by content, not by the extension', async () => {
    expect(detectFormat('\uFEFF  {"a": 1}')).toBe('json');
    expect(detectFormat('[1]')).toBe('json');
    expect(detectFormat('<!DOCTYPE html><html>')).toBe('html');
    expect(detectFormat('<html><head>')).toBe('html');
    expect(detectFormat('PK\u0003\u0004rest')).toBe('zip');
    expect(detectFormat('just some words')).toBe('text');
  });

  it('reads a JSON export saved as .txt and refuses a text file that is no export', async () => {
    const renamed = await parseExportFile('your_topics.txt', fixture('instagram-2024/your_topics.json'));
    expect(read(renamed).kind).toBe('topics');
    expect((await parseExportFile('notes.txt', 'shopping list: milk')).status).toBe('unrecognized');
  });

  it('treats no-data.txt as an empty section, not an error', async () => {
    expect(await parse('no-data.txt')).toEqual({ status: 'empty', format: 'text', kind: null });
  });

  it('refuses JSON that is not an export file, and a zip', async () => {
    expect((await parseExportFile('package.json', '{"name": "x", "version": "1"}')).status).toBe(
      'unrecognized',
    );
    expect((await parseExportFile('export.json', '{"a": ')).status).toBe('unrecognized');
    expect((await parseExportFile('ads_viewed.json', 'PK\u0003\u0004\u0000\u0000')).status).toBe(
      'unrecognized',
    );
  });
});

describe('shape 1: Instagram string-map records', async () => {
  it('reads topics with the encoding repaired, emoji kept, noise and duplicates dropped', async () => {
    const file = read(await parse('instagram-2024/your_topics.json'));
    expect(file.format).toBe('json');
    expect(texts(file.items)).toEqual([
      'Hiking',
      'Board games',
      'Cafés',
      'Randonnée',
      '🎮 Video games',
      'LEGO',
    ]);
    expect(file.items.find((i) => i.text === 'Hiking')?.count).toBe(2);
  });

  it('reads ads viewed by author, without test advertisers and codes, with the date range', async () => {
    const file = read(await parse('instagram-2024/ads_viewed.json'));
    expect(texts(file.items, 'ad_viewed')).toEqual(['lego', 'patagonia']);
    expect(file.range).toEqual({ from: (1756786860 - 3600 * 2) * 1000, to: 1756786860 * 1000 });
  });

  it('reads wishlist products with their merchant and drops template junk', async () => {
    const file = read(await parse('instagram-2024/wishlist_items.json'));
    expect(file.items).toEqual([
      expect.objectContaining({ kind: 'wishlist', text: 'Tente de randonnée 2 places', detail: 'Décathlon' }),
    ]);
  });

  it('reads accounts the member is not interested in as negative items', async () => {
    const file = read(await parse("instagram-2024/accounts_you're_not_interested_in.json"));
    expect(file.items).toEqual([expect.objectContaining({ kind: 'not_interested', text: 'golfdigest' })]);
  });

  it('reads advertisers with their audience types, without test advertisers', async () => {
    const file = read(await parse('instagram-2024/advertisers_using_your_activity_or_information.json'));
    expect(file.items.map((i) => [i.text, i.detail])).toEqual([
      ['LEGO', 'data file'],
      ['Décathlon', 'remarketing'],
      ['Nintendo', undefined],
    ]);
  });

  it('reads a Turkish export by structure and the Turkish labels', async () => {
    const file = read(await parse('instagram-tr/word_or_phrase_searches.json'));
    expect(texts(file.items, 'search')).toEqual(['kamp sandalyesi', 'satranç']);
    expect(file.range?.from).toBe((1756786860 - 86400 * 400) * 1000);
  });
});

describe('shape 2: Facebook flat keys', async () => {
  it('reads ad interests as topics, filtering device categories and test advertisers', async () => {
    const file = read(await parse('facebook-2023/ads_interests.json'));
    expect(texts(file.items)).toEqual(['Outdoor recreation', 'Camping', 'Board games']);
  });

  it('reads advertisers interacted with as clicked ads, dropping template junk', async () => {
    const file = read(await parse("facebook-2023/advertisers_you've_interacted_with.json"));
    expect(texts(file.items, 'ad_clicked')).toEqual(['Patagonia', 'Ravensburger Puzzle']);
  });

  it('matches the you_ve spelling of a file name and reads page likes', async () => {
    const file = read(
      await parseExportFile('pages_you_ve_liked.json', fixture("facebook-2023/pages_you've_liked.json")),
    );
    expect(texts(file.items, 'like')).toEqual(['Lonely Planet', 'Cuisine & Pâtisserie']);
  });
});

describe('shape 3: generic label-value records', async () => {
  it('reads behaviours from a list, keeping "Birthday in May" and dropping device and network ones', async () => {
    const file = read(await parse('facebook-2024/other_categories_used_to_reach_you.json'));
    expect(texts(file.items, 'behaviour')).toEqual([
      'Birthday in May',
      'Frequent international travellers',
      'Engaged shoppers',
    ]);
  });

  it('reads liked posts by their nested owner, folding repeats', async () => {
    const file = read(await parse('instagram-2026/liked_posts.json'));
    expect(file.items.map((i) => [i.kind, i.text, i.count])).toEqual([
      ['like', 'natgeo', 2],
      ['like', 'lego', 1],
    ]);
  });

  it('reads a Dutch export by its Dutch labels', async () => {
    const file = read(await parse('facebook-nl/your_topics.json'));
    expect(texts(file.items, 'topic')).toEqual(['Wandelen', 'Fietsen', 'Bordspellen']);
  });

  it('recognises a renamed file by its wrapper key', async () => {
    const file = read(
      await parseExportFile('download (3).json', fixture('facebook-2023/ads_interests.json')),
    );
    expect(file.kind).toBe('topics');
  });
});

describe('HTML exports', async () => {
  it('reads the 2021 layout (record titles) without running the JSON repair on it', async () => {
    const file = read(await parse('html-2021/ads_interests.html'));
    expect(file.format).toBe('html');
    expect(texts(file.items)).toEqual(['Gardening', 'Cafés & Bakeries', 'Très bien cuisine']);
  });

  it('reads the 2025 layout (sections, label cells holding value cells) with display dates', async () => {
    const file = read(await parse('html-2025/ads_viewed.html'));
    expect(texts(file.items, 'ad_viewed')).toEqual(['lego', 'Patagonia & Friends']);
    expect(file.range).toEqual({ from: Date.UTC(2025, 7, 28, 21, 5), to: Date.UTC(2025, 8, 2, 4, 21) });
  });

  it('reads the advertiser table with audience types marked x', async () => {
    const file = read(await parse('html-2025/advertisers_using_your_activity_or_information.html'));
    expect(file.items.map((i) => [i.text, i.detail])).toEqual([
      ['Décathlon', 'Has data file custom audience'],
      ['Nintendo', 'Has remarketing custom audience'],
    ]);
  });

  it('reads a French page by its French labels and dates', async () => {
    const file = read(await parse('html-fr/ads_interests.html'));
    expect(texts(file.items)).toEqual(['Randonnée', 'Jeux de société']);
    expect(file.range?.to).toBe(Date.UTC(2025, 8, 2, 16, 21));
  });

  it('recognises a renamed HTML page by its title', async () => {
    const file = await parseExportFile('page.html', fixture('html-2021/ads_interests.html'));
    expect(read(file).kind).toBe('topics');
  });
});

describe('noise and dates', async () => {
  it('calls test advertisers, codes, agencies, device categories and template junk noise, not brands', async () => {
    for (const noise of [
      'Tests and Trials',
      'BM350 N2K',
      'Acme Digital Agency',
      'Wi-Fi Usage',
      '{{product.name}}',
      '12345',
      'https://x.y/z',
    ]) {
      expect(isNoise(noise), noise).toBe(true);
    }
    for (const real of ['LEGO', '3M', 'H&M', 'Birthday in May', 'Board games'])
      expect(isNoise(real), real).toBe(false);
  });

  it('reads display dates in several export languages', async () => {
    expect(parseDisplayDate('Sep 02, 2025 4:21 pm')).toBe(Date.UTC(2025, 8, 2, 16, 21));
    expect(parseDisplayDate('2 sept. 2025 16:21')).toBe(Date.UTC(2025, 8, 2, 16, 21));
    expect(parseDisplayDate('02.09.2025 16:21')).toBe(Date.UTC(2025, 8, 2, 16, 21));
    expect(parseDisplayDate('2 Eylül 2025 16:21')).toBe(Date.UTC(2025, 8, 2, 16, 21));
    expect(parseDisplayDate('no date here')).toBeUndefined();
  });
});
