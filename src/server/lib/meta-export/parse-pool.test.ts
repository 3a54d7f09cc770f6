import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_KEPT_APART } from './import-body';
import { createParsePool, ExportReadError } from './parse-pool';

const request = (filename: string, content: string) =>
  new TextEncoder().encode(JSON.stringify({ familyMemberId: 1, filename, content }));
const MB = 1024 * 1024;
const TOPICS = '{"topics_v2": ["Board games", "Hiking"]}';

describe('the import threads', () => {
  // A heap small enough that a few megabytes of records overflow it.
  const pool = createParsePool({ size: 1, maxHeapMb: 24, timeoutMs: 60_000 });
  afterAll(() => pool.close());

  it('parse the request on a thread, keep its file there, and read it into items and signals', async () => {
    const { body, read } = await pool.readRequest(request(' ads_interests.json ', TOPICS), 'facebook', MB);
    expect(body).toEqual({
      ok: true,
      body: { familyMemberId: 1, filename: ' ads_interests.json ', content: CONTENT_KEPT_APART },
      kept: { bytes: TOPICS.length, format: 'json' },
    });
    const file = await read;
    expect(file?.parsed.status === 'read' && file.parsed.items.map((i) => i.text)).toEqual([
      'Board games',
      'Hiking',
    ]);
    expect(file?.signals.length).toBeGreaterThan(0);
    expect(file?.fingerprint).toMatch(/^[0-9a-f]{24}$/);
    // The name as the route's schema reads it.
    expect(file?.fileName).toBe('ads_interests.json');
  }, 30_000);

  it('hand a body the route will refuse back whole, and read nothing of it', async () => {
    const nul = JSON.stringify({ familyMemberId: 1, filename: 'ads_interests.json', content: 'a\u0000b' });
    const refused = await pool.readRequest(new TextEncoder().encode(nul), 'facebook', MB);
    expect(refused.body).toEqual({ ok: true, body: JSON.parse(nul) });
    expect(await refused.read).toBeNull();
    const elsewhere = await pool.readRequest(request('ads_interests.json', TOPICS), 'myspace', MB);
    expect(elsewhere.body).toEqual({
      ok: true,
      body: { familyMemberId: 1, filename: 'ads_interests.json', content: TOPICS },
    });
    expect(await elsewhere.read).toBeNull();
  }, 30_000);

  it('fail only the file whose thread ran out of its memory, and read the next on a new thread', async () => {
    // Hundreds of thousands of small records: each small, together past the thread's heap.
    const records = Array.from(
      { length: 250_000 },
      (_, i) => `{"string_map_data": {"Name": {"value": "Topic ${i}"}}}`,
    ).join(',');
    const heavy = `{"topics_your_topics": [${records}]}`;
    const outcome = pool.readRequest(request('your_topics.json', heavy), 'instagram', 25 * MB);
    await expect(outcome.then((started) => started.read)).rejects.toEqual(new ExportReadError('memory'));
    const next = await pool.readRequest(request('ads_interests.json', TOPICS), 'facebook', MB);
    expect((await next.read)?.parsed.status).toBe('read');
  }, 60_000);

  it('give up on a request that takes longer than its time', async () => {
    const slow = createParsePool({ size: 1, timeoutMs: 1 });
    try {
      const started = slow.readRequest(request('ads_interests.json', TOPICS), 'facebook', MB);
      await expect(started).rejects.toEqual(new ExportReadError('time'));
    } finally {
      await slow.close();
    }
  }, 30_000);
});
