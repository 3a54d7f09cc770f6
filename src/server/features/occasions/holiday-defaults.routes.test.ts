import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Family } from '#common/families';
import type { HolidaySettings, UpcomingOccasion } from '#common/occasions';
import { familyFixtures } from '../../test/family-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof familyFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = familyFixtures(t);
});
afterAll(() => t.close());

/** A family made the way a browser makes one: its language header and its time zone. */
async function familyFrom(headers: Record<string, string>, timeZone?: string) {
  const owner = await f.user('holiday-owner');
  const res = await t.request({
    method: 'POST',
    url: '/api/family-accounts',
    cookie: owner,
    headers,
    payload: { name: 'The Lees', ...(timeZone ? { timeZone } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const family = res.json<Family>();
  const settings = await f.get<HolidaySettings>(owner, `/api/families/${family.id}/holiday-settings`);
  return { owner, family, settings };
}

const nameOf = (settings: HolidaySettings, key: string) =>
  settings.available.find((h) => h.key === key)?.name;

describe("a new family's holidays", () => {
  it("takes its country from the creator's language and its time zone from their browser, with the gift-giving holidays on", async () => {
    const { owner, family, settings } = await familyFrom(
      { 'accept-language': 'en-US,en;q=0.9' },
      'America/Chicago',
    );
    expect(settings).toMatchObject({ country: 'US', timeZone: 'America/Chicago' });
    expect(settings.enabled.map((key) => nameOf(settings, key)).sort()).toEqual([
      'Christmas Day',
      "Father's Day",
      "Mother's Day",
      "Valentine's Day",
    ]);
    // Christmas is among the occasions coming up within the year, for everyone in the family.
    const res = await t.request({
      method: 'GET',
      url: `/api/families/${family.id}/occasions?days=366`,
      cookie: owner,
    });
    const titles = res.json<UpcomingOccasion[]>().map((o) => o.title);
    expect(titles).toContain('Christmas Day');
  });

  it("uses the country's own names and leaves out observances nobody gives presents on", async () => {
    const { settings } = await familyFrom({ 'accept-language': 'en-US' });
    const names = settings.available.map((h) => h.name);
    expect(names).toContain('Labor Day');
    expect(names).not.toContain('Labour Day');
    expect(names).not.toContain('Tax Day');
    expect(names).not.toContain('Administrative Professionals Day');
    expect(names).toContain("Mother's Day");
  });

  it('falls back to the time zone for the country when the language names no region', async () => {
    const { settings } = await familyFrom({ 'accept-language': 'de' }, 'Europe/Berlin');
    expect(settings).toMatchObject({ country: 'DE', timeZone: 'Europe/Berlin' });
    expect(settings.enabled.length).toBeGreaterThan(0);
  });

  it("takes the country's main time zone when the browser's is elsewhere", async () => {
    const { settings } = await familyFrom({ 'accept-language': 'en-AU' }, 'Europe/Paris');
    expect(settings).toMatchObject({ country: 'AU', timeZone: 'Australia/Sydney' });
  });

  it('switches nothing on when nothing says where the creator is, and refuses a made-up time zone', async () => {
    const { settings } = await familyFrom({});
    expect(settings).toMatchObject({ country: null, timeZone: 'UTC', enabled: [] });
    const owner = await f.user('holiday-owner');
    const res = await t.request({
      method: 'POST',
      url: '/api/family-accounts',
      cookie: owner,
      payload: { name: 'The Lees', timeZone: 'Mars/Olympus' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_field', params: { field: 'timeZone' } });
    expect(await f.get(owner, '/api/family-accounts')).toEqual([]);
  });
});
