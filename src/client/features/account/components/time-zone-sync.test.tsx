import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSettings } from '#common/account';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { forgetTimeZoneSync, TimeZoneSync } from './time-zone-sync';

const SETTINGS: UserSettings = {
  emailNotifications: true,
  profileVisible: true,
  activityVisible: false,
  theme: 'system',
  reminderDays: [21, 7],
  timeZone: 'Europe/London',
};

beforeEach(() => {
  forgetTimeZoneSync();
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: 'Asia/Tokyo' };
  });
});
afterEach(() => vi.restoreAllMocks());

function render(settings: UserSettings, routes: FakeRoute[] = []) {
  const api = stubApi([{ path: '/api/user/settings', body: settings }, ...routes]);
  vi.stubGlobal('fetch', api.fetch);
  return { api, ...renderWithProviders(<TimeZoneSync userId={1} />) };
}

const patches = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

describe('the time-zone sync', () => {
  it("saves this browser's time zone once per session when the account has another", async () => {
    const { api, queryClient } = render(SETTINGS, [
      { method: 'PATCH', path: '/api/user/settings', body: { ...SETTINGS, timeZone: 'Asia/Tokyo' } },
    ]);
    await vi.waitFor(() => expect(patches(api)).toEqual([{ timeZone: 'Asia/Tokyo' }]));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<UserSettings>(['/api/user/settings'])?.timeZone).toBe('Asia/Tokyo'),
    );

    // Signed in again in the same page load, with the old zone still saved elsewhere: not again.
    const again = render(SETTINGS);
    await vi.waitFor(() => expect(again.api.calls.length).toBeGreaterThan(0));
    expect(patches(again.api)).toEqual([]);
  });

  it('sends nothing when the saved zone is already the browser’s', async () => {
    const { api } = render({ ...SETTINGS, timeZone: 'Asia/Tokyo' });
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches(api)).toEqual([]);
  });

  it('leaves a time zone the person picked on this device alone', async () => {
    window.localStorage.setItem('giftlens.timeZoneChosen', '1');
    try {
      const { api } = render(SETTINGS);
      await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(patches(api)).toEqual([]);
    } finally {
      window.localStorage.removeItem('giftlens.timeZoneChosen');
    }
  });

  it('stays silent when the save fails', async () => {
    const { api } = render(SETTINGS, [
      { method: 'PATCH', path: '/api/user/settings', status: 500, body: { message: 'Server unwell' } },
    ]);
    await vi.waitFor(() => expect(patches(api)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Server unwell')).toBeNull();
    expect(screen.queryByText('Failed to update settings. Please try again.')).toBeNull();
  });
});
