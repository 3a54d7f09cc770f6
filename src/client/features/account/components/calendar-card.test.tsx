import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { CalendarCard } from './calendar-card';

const LINK = {
  url: 'https://giftlens.test/api/calendar/old-token.ics',
  webcalUrl: 'webcal://giftlens.test/api/calendar/old-token.ics',
};
const NEW_LINK = {
  url: 'https://giftlens.test/api/calendar/new-token.ics',
  webcalUrl: 'webcal://giftlens.test/api/calendar/new-token.ics',
};

function render(routes: FakeRoute[]) {
  const api = stubApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return { api, ...renderWithProviders(<CalendarCard />) };
}

describe('the calendar feed card', () => {
  it('shows the private link, copies it, and offers it to the calendar app', async () => {
    const { user } = render([{ path: '/api/user/calendar', body: LINK }]);
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(card).findByRole('textbox', { name: 'Private calendar link' })).toHaveValue(LINK.url);
    expect(within(card).getByText(/Anyone with this link sees your family's occasions/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      LINK.webcalUrl,
    );

    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK.url);
  });

  it('resets the link only once confirmed, and says the old one stopped working', async () => {
    const { api, user } = render([
      { path: '/api/user/calendar', body: LINK },
      { method: 'POST', path: '/api/user/calendar/rotate', body: NEW_LINK },
    ]);
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    await user.click(await within(card).findByRole('button', { name: 'Reset link' }));
    const question = within(card).getByRole('alertdialog', { name: 'Reset the calendar link?' });
    // The question takes the focus; keeping the link sends nothing.
    expect(within(question).getByRole('button', { name: 'Keep current link' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep current link' }));
    expect(within(card).queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Reset link' }));
    await user.click(
      within(within(card).getByRole('alertdialog')).getByRole('button', { name: 'Reset link' }),
    );
    expect(await screen.findByText('Calendar link reset')).toBeInTheDocument();
    expect(screen.getByText(/The old link stopped working/)).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Private calendar link' })).toHaveValue(NEW_LINK.url);
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      NEW_LINK.webcalUrl,
    );
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/user/calendar/rotate',
    ]);
  });

  it('keeps the current link and says so when the reset fails', async () => {
    const { user } = render([
      { path: '/api/user/calendar', body: LINK },
      { method: 'POST', path: '/api/user/calendar/rotate', status: 500, body: { message: 'x' } },
    ]);
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    await user.click(await within(card).findByRole('button', { name: 'Reset link' }));
    await user.click(
      within(within(card).getByRole('alertdialog')).getByRole('button', { name: 'Reset link' }),
    );
    expect(
      await screen.findByText('The calendar link could not be reset. The current link still works.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Private calendar link' })).toHaveValue(LINK.url);
  });

  it('says when the link cannot be loaded, and tries again on request', async () => {
    const { api, user } = render([
      { path: '/api/user/calendar', status: 500, body: { message: 'Calendar is resting' } },
    ]);
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(card).findByText('Calendar link unavailable')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/api/user/calendar')).toHaveLength(2));
  });
});
