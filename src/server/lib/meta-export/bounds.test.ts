import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_HTML_DEPTH } from './html-feed';
import { parseExportFile } from './parse';

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

  it('still reads a real-shaped page after the bounds', async () => {
    const result = await parseExportFile('ads_viewed.html', fixture('html-2025/ads_viewed.html'));
    expect(result.status === 'read' && result.items.map((i) => i.text)).toEqual([
      'lego',
      'Patagonia & Friends',
    ]);
  });
});

describe('files that are not exports', () => {
  it('refuses deeply nested JSON under an allow-listed name instead of calling it empty', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(await parseExportFile('ads_interests.json', deep)).toEqual({
      status: 'unrecognized',
      reason: 'holds nothing GiftLens can read: it is not in the shape of a Meta export file',
    });
  });

  it('refuses JSON of another shape under an export name, and keys that name the prototype', async () => {
    for (const content of [
      '{"name": "giftlens", "dependencies": {"zod": "4"}}',
      '[{"foo": "x"}, {"foo": "y"}]',
      '{"users": [{"id": 1}]}',
      '{"topics_v2": [[1, [2]]]}',
    ]) {
      expect((await parseExportFile('ads_interests.json', content)).status, content).toBe('unrecognized');
    }
    expect((await parseExportFile('export.json', '{"constructor": ["x"]}')).status).toBe('unrecognized');
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
