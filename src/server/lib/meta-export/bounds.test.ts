import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_HTML_DEPTH } from './html-feed';
import { EXPORT_JSON_BOUNDS, parseExportFile } from './parse';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

/** How long the event loop went without a turn while `work` ran (ms). */
async function longestStall(work: () => Promise<unknown>) {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe('hostile HTML', () => {
  it('refuses 200,000 nested divs at once, naming the nesting, instead of parsing for seconds', async () => {
    const html = `<html><body>${'<div>'.repeat(200_000)}${'</div>'.repeat(200_000)}</body></html>`;
    const started = performance.now();
    const result = await parseExportFile('ads_interests.html', html);
    expect(performance.now() - started).toBeLessThan(500);
    expect(result).toEqual({
      status: 'unrecognized',
      reason: `nests HTML elements more than ${MAX_HTML_DEPTH} levels deep, which no Meta export does`,
    });
  });

  it('reads a page nested as deep as real exports are', async () => {
    const deep = `${'<div>'.repeat(40)}<div class="_a6-g"><div class="_a6-h">Gardening</div></div>${'</div>'.repeat(40)}`;
    const result = await parseExportFile('ads_interests.html', `<html><body>${deep}</body></html>`);
    expect(result.status === 'read' && result.items.map((i) => i.text)).toEqual(['Gardening']);
  });

  it('stops early on megabytes of tags that hold no export record, and lets other work run meanwhile', async () => {
    const flood = `<html><body>${'<div>'.repeat(100)}${'</span><i></i>'.repeat(600_000)}</body></html>`;
    await parseExportFile('ads_interests.html', flood.slice(0, 200_000)); // the parser's code warmed up
    let result: Awaited<ReturnType<typeof parseExportFile>> | undefined;
    const stall = await longestStall(async () => {
      result = await parseExportFile('ads_interests.html', flood);
    });
    expect(result?.status).toBe('unrecognized');
    expect(stall).toBeLessThan(250);
  });

  it('reads a record whose one field holds 12 MB of words, in JSON or HTML, keeping a name of it', async () => {
    const words = 'a b '.repeat(3_000_000).trim();
    const started = performance.now();
    const page = `<html><body><div class="_a6-g"><div class="_a6-h">${words}</div></div></body></html>`;
    for (const [name, content] of [
      ['ads_interests.html', page],
      ['ads_interests.json', `{"topics_v2": ["${words}"]}`],
    ]) {
      const result = await parseExportFile(name as string, content as string);
      expect(result.status === 'read' && result.items.map((i) => i.text.slice(0, 11)), name).toEqual([
        'a b a b a b',
      ]);
    }
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('still reads a real-shaped page after the bounds', async () => {
    const result = await parseExportFile('ads_viewed.html', fixture('html-2025/ads_viewed.html'));
    expect(result.status === 'read' && result.items.map((i) => i.text)).toEqual([
      'lego',
      'Patagonia & Friends',
    ]);
  });
});

describe('files that are not exports', () => {
  it('refuses deeply nested JSON under an allow-listed name, naming the nesting, before parsing it', async () => {
    const deep = `${'['.repeat(5_000_000)}${']'.repeat(5_000_000)}`;
    const started = performance.now();
    expect(await parseExportFile('ads_interests.json', deep)).toEqual({
      status: 'unrecognized',
      reason: 'nests JSON arrays and objects more than 64 levels deep, which no Meta export does',
    });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('reads JSON nested as deep as the limit, brackets inside strings not counted', async () => {
    const wrap = (depth: number) =>
      `{"topics_v2": ["Hiking"], "note": "[[[{{{\\"[[", "x": ${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    expect((await parseExportFile('ads_interests.json', wrap(EXPORT_JSON_BOUNDS.depth))).status).toBe('read');
    expect((await parseExportFile('ads_interests.json', wrap(EXPORT_JSON_BOUNDS.depth + 1))).status).toBe(
      'unrecognized',
    );
  });

  it('refuses a list of over a million entries, and over four million values, naming them, before parsing', async () => {
    const wide = `{"topics_v2": [${'"x",'.repeat(1_000_000)}"x"]}`;
    expect(await parseExportFile('ads_interests.json', wide)).toEqual({
      status: 'unrecognized',
      reason: 'holds more than 1,000,000 entries in one JSON list, which no Meta export does',
    });
    const list = `[${'0,'.repeat(999_999)}0]`;
    const many = `{"topics_v2": [${Array(5).fill(list).join(',')}]}`;
    expect(await parseExportFile('ads_interests.json', many)).toEqual({
      status: 'unrecognized',
      reason: 'holds more than 4,000,000 JSON values, which no Meta export file does',
    });
    // Commas and brackets inside strings are text, not entries.
    const quoted = `{"topics_v2": ["${'[,'.repeat(2_000_000)}", "Hiking"]}`;
    expect((await parseExportFile('ads_interests.json', quoted)).status).toBe('read');
  });

  it('refuses JSON of another shape under an export name, and keys that name the prototype', async () => {
    for (const content of [
      '{"name": "giftlens", "dependencies": {"zod": "4"}}',
      '[{"foo": "x"}, {"foo": "y"}]',
      '{"users": [{"id": 1}]}',
      '{"topics_v2": [[1, [2]]]}',
      '{"some": {"other": ["shape"]}}',
      '{"interests": ["shape"]}',
      '["Hiking", "Camping"]',
      '{"foo_v2": ["shape"]}',
    ]) {
      expect((await parseExportFile('ads_interests.json', content)).status, content).toBe('unrecognized');
    }
    expect((await parseExportFile('export.json', '{"constructor": ["x"]}')).status).toBe('unrecognized');
  });

  it("learns only from Meta's shapes when a file mixes them with a list of someone else's", async () => {
    const result = await parseExportFile(
      'ads_interests.json',
      '{"topics_v2": ["Hiking"], "some": {"other": ["shape"]}, "extra": ["Poker"]}',
    );
    expect(result.status === 'read' && result.items.map((i) => i.text)).toEqual(['Hiking']);
  });

  it('reads the wrapper keys of every vintage: versioned, later versions, and 2018 bare ones', async () => {
    for (const key of ['topics_v2', 'topics_v3', 'topics', 'inferred_topics_v2']) {
      const result = await parseExportFile('renamed.json', `{"${key}": ["Board games"]}`);
      expect(result.status === 'read' && [result.kind, result.items[0]?.text], key).toEqual([
        'topics',
        'Board games',
      ]);
    }
    const searches = await parseExportFile(
      'your_search_history.json',
      '{"searches": [{"timestamp": 1653106860, "data": [{"text": "camping stove"}], "title": "You searched"}]}',
    );
    expect(searches.status === 'read' && searches.items.map((i) => i.text)).toEqual(['camping stove']);
  });

  it('refuses an HTML page that is not one of Meta’s', async () => {
    const page = '<!DOCTYPE html><html><head><title>My blog</title></head><body><p>Hello</p></body></html>';
    expect((await parseExportFile('your_topics.html', page)).status).toBe('unrecognized');
  });

  it("accepts Meta's own empty placeholders: no-data.txt, an empty wrapper list, a no-data page", async () => {
    expect((await parseExportFile('no-data.txt', 'You have no data in this section')).status).toBe('empty');
    expect(await parseExportFile('ads_interests.json', '{"topics_v2": []}')).toEqual({
      status: 'empty',
      format: 'json',
      kind: 'topics',
    });
    const noData =
      '<html><head><title>Your topics</title></head><body><div>You have no data in this section</div></body></html>';
    expect((await parseExportFile('your_topics.html', noData)).status).toBe('empty');
  });

  it('keeps a page in an older Meta layout, whose records GiftLens does not read, as empty', async () => {
    const old =
      '<html><head><title>Ads Interests</title></head><body class="_5vb_ _2yq _4yic"><div class="_li"><div class="_3-96 _2pio _2lek _2lel">Gardening</div></div></body></html>';
    expect((await parseExportFile('ads_interests.html', old)).status).toBe('empty');
  });

  it('keeps a real export whose every entry is noise as empty, not refused', async () => {
    const onlyDevices = '{"topics_v2": ["Wi-Fi Usage", "Owns: Galaxy S9"]}';
    expect((await parseExportFile('ads_interests.json', onlyDevices)).status).toBe('empty');
  });
});
