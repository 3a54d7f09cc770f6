import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserSettings } from '#common/account';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { RemindersCard } from './reminders-card';

const SETTINGS: UserSettings = {
  emailNotifications: true,
  profileVisible: true,
  activityVisible: false,
  theme: 'system',
  reminderDays: [21, 7],
  timeZone: 'Europe/London',
};

function render(settings: UserSettings, routes: FakeRoute[] = []) {
  const api = stubApi([{ path: '/api/user/settings', body: settings }, ...routes]);
  vi.stubGlobal('fetch', api.fetch);
  return { api, ...renderWithProviders(<RemindersCard />) };
}

const patches = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

describe('the occasion reminders card', () => {
  it('saves the chosen days the moment a chip is pressed, longest first', async () => {
    const { api, user } = render(SETTINGS, [
      { method: 'PATCH', path: '/api/user/settings', body: { ...SETTINGS, reminderDays: [21, 7, 1] } },
    ]);
    const card = await screen.findByRole('region', { name: 'Occasion reminders' });
    expect(await within(card).findByRole('checkbox', { name: '3 weeks' })).toBeChecked();
    expect(within(card).getByRole('checkbox', { name: '1 week' })).toBeChecked();
    expect(within(card).getByText('E-mails go out 3 weeks and 1 week before each occasion.')).toBeVisible();

    await user.click(within(card).getByRole('checkbox', { name: '1 day' }));
    expect(await screen.findByText('Reminders updated')).toBeInTheDocument();
    expect(patches(api)).toEqual([{ reminderDays: [21, 7, 1] }]);
    expect(within(card).getByRole('checkbox', { name: '1 day' })).toBeChecked();
  });

  it('says there are no reminder e-mails once every day is unchosen', async () => {
    const { api, user } = render({ ...SETTINGS, reminderDays: [7] }, [
      { method: 'PATCH', path: '/api/user/settings', body: { ...SETTINGS, reminderDays: [] } },
    ]);
    const card = await screen.findByRole('region', { name: 'Occasion reminders' });
    await user.click(await within(card).findByRole('checkbox', { name: '1 week' }));
    expect(await within(card).findByText('No reminder e-mails.')).toBeVisible();
    expect(patches(api)).toEqual([{ reminderDays: [] }]);
  });

  it('tells that reminders go only to relatives, and that none are sent while e-mail is off', async () => {
    const { api, user } = render({ ...SETTINGS, emailNotifications: false }, [
      { method: 'PATCH', path: '/api/user/settings', body: SETTINGS },
    ]);
    const card = await screen.findByRole('region', { name: 'Occasion reminders' });
    expect(await within(card).findByText(/never to the person being celebrated/)).toBeVisible();
    expect(within(card).getByText('No reminders are sent')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Turn on e-mail notifications' }));
    expect(await screen.findByText('E-mail notifications on')).toBeInTheDocument();
    expect(patches(api)).toEqual([{ emailNotifications: true }]);
    expect(within(card).queryByText('No reminders are sent')).toBeNull();
  });

  it('lets the person pick their time zone, saved at once and kept over the browser’s from then on', async () => {
    window.localStorage.clear();
    const { api, user } = render(SETTINGS, [
      { method: 'PATCH', path: '/api/user/settings', body: { ...SETTINGS, timeZone: 'America/Chicago' } },
    ]);
    const card = await screen.findByRole('region', { name: 'Occasion reminders' });
    const zone = await within(card).findByRole('combobox', { name: 'Your time zone' });
    expect(zone).toHaveValue('Europe/London');
    await user.clear(zone);
    await user.type(zone, 'Chicago');
    await user.click(await screen.findByRole('option', { name: 'America/Chicago' }));
    expect(await screen.findByText('Days are counted in America/Chicago now.')).toBeInTheDocument();
    expect(patches(api)).toEqual([{ timeZone: 'America/Chicago' }]);
    expect(window.localStorage.getItem('giftlens.timeZoneChosen')).toBe('1');
  });

  it('puts the chips back when the server refuses the change', async () => {
    const { user } = render(SETTINGS, [
      { method: 'PATCH', path: '/api/user/settings', status: 500, body: { message: 'x' } },
    ]);
    const card = await screen.findByRole('region', { name: 'Occasion reminders' });
    await user.click(await within(card).findByRole('checkbox', { name: '3 weeks' }));
    expect(await screen.findByText('Failed to update settings. Please try again.')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: '3 weeks' })).toBeChecked();
  });
});
