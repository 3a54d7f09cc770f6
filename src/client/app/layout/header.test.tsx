import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentFamilyProvider } from '../../lib/current-family';
import { testFamily, testUser } from '../../test/fixtures';
import { renderWithProviders, stubApi, stubScreenWidth } from '../../test/render';
import { Header } from './header';

const user = testUser({ firstName: 'Alex', lastName: 'Doe' });

function renderHeader({ route = '/dashboard', inFamily = true } = {}) {
  const family = testFamily();
  const api = stubApi([
    { path: '/api/auth/user', body: user },
    { path: '/api/user/families', body: inFamily ? [family] : [] },
    {
      path: '/api/user/active-family',
      body: inFamily ? { activeFamilyId: family.id, family } : { activeFamilyId: null, family: null },
    },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return renderWithProviders(
    <CurrentFamilyProvider>
      <Header onJoinFamily={() => {}} />
    </CurrentFamilyProvider>,
    { route },
  );
}

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/**
 * The phone menu: the browser's own popover, which jsdom keeps closed (without the popover API),
 * so its parts are found among the hidden; the browser journey (e2e/navigation.spec.ts) opens it.
 */
const phoneMenu = async () => {
  await screen.findByRole('button', { name: 'Open menu' });
  return document.getElementById('phone-menu') as HTMLElement;
};
const HIDDEN = { hidden: true } as const;

describe('the header of a signed-in user', () => {
  it('links the bar to the main pages by their plain names, the wide ones marked to wait in More', async () => {
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linksOf(nav)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Family Profiles', '/family-profiles'],
      ['Occasions', '/occasions'],
      ['Gift Ideas', '/gift-ideas'],
      ['Feed', '/instagram-feed'],
      ['Ad History', '/ad-history'],
    ]);
    const wide = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('data-wide'));
    expect(wide.map((link) => link.textContent)).toEqual(['Feed', 'Ad History']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens More from the keyboard with the rest of the pages by group, the current one marked', async () => {
    stubScreenWidth(1440);
    const { user: person } = renderHeader({ route: '/wishlists' });
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    // The page showing is in More: the button is marked like a current link.
    expect(more).toHaveAttribute('data-active');
    more.focus();
    await person.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Wishlists', 'Gift Exchanges', 'Analytics', 'Data Imports']);
    expect(within(menu).getByText('Gifts')).toBeInTheDocument();
    expect(within(menu).getByText('Ads and data')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Wishlists' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('menuitem', { name: 'Analytics' })).not.toHaveAttribute('aria-current');
  });

  it('holds the bar’s wide links in More on a narrower screen, and marks More on one of their pages', async () => {
    stubScreenWidth(1000);
    const { user: person } = renderHeader({ route: '/ad-history' });
    const more = await screen.findByRole('button', { name: 'More' });
    await vi.waitFor(() => expect(more).toHaveAttribute('data-active'));
    await person.click(more);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Wishlists', 'Gift Exchanges', 'Feed', 'Ad History', 'Analytics', 'Data Imports']);
    expect(within(menu).getByRole('menuitem', { name: 'Ad History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('does not mark More on a page the bar shows', async () => {
    stubScreenWidth(1440);
    renderHeader({ route: '/gift-ideas' });
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more).not.toHaveAttribute('data-active');
  });

  it('lists every page in the phone menu by group, marking the one showing', async () => {
    renderHeader({ route: '/gift-exchanges' });
    const nav = within(await phoneMenu()).getByRole('navigation', { name: 'Mobile', ...HIDDEN });
    const groups = within(nav)
      .getAllByRole('group', HIDDEN)
      .map((group) => [
        document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
        within(group)
          .getAllByRole('link', HIDDEN)
          .map((link) => link.textContent),
      ]);
    expect(groups).toEqual([
      ['Family', ['Dashboard', 'Family Profiles', 'Occasions']],
      ['Gifts', ['Gift Ideas', 'Wishlists', 'Gift Exchanges']],
      ['Ads and data', ['Feed', 'Ad History', 'Analytics', 'Data Imports', 'Track Ad', 'Ad Insights Data']],
      ['Account', ['Account Settings']],
    ]);
    const link = (name: string) => within(nav).getByRole('link', { name, ...HIDDEN });
    expect(link('Gift Exchanges')).toHaveAttribute('aria-current', 'page');
    expect(link('Wishlists')).not.toHaveAttribute('aria-current');
    // The dialogs open over the page showing.
    expect(link('Track Ad')).toHaveAttribute('href', '/gift-exchanges?track=quick');
  });

  it('offers joining another family quietly once in one, and no Join Family button at all', async () => {
    renderHeader();
    const menu = await phoneMenu();
    await within(menu).findByRole('button', { name: 'Join another family', ...HIDDEN });
    expect(screen.queryAllByRole('button', { name: 'Join Family', ...HIDDEN })).toEqual([]);
  });

  it('offers joining a family first to someone without one, in the phone menu and the header', async () => {
    renderHeader({ inFamily: false });
    const menu = await phoneMenu();
    const join = await within(menu).findByRole('button', { name: 'Join Family', ...HIDDEN });
    // Right under the family switcher, before the pages.
    const nav = within(menu).getByRole('navigation', { name: 'Mobile', ...HIDDEN });
    expect(join.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Join another family', ...HIDDEN })).toBeNull();
    // And beside the family switcher in the header, where the bar leaves room for it.
    expect(screen.getByRole('button', { name: 'Join Family' })).not.toBe(join);
  });

  it('sends the logo to the dashboard', async () => {
    renderHeader();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'GiftLens home' })).toHaveAttribute('href', '/dashboard');
  });
});
