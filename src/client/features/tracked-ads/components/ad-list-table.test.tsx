import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import { signedInRoutes, testFamily, testTrackedAd, testUser } from '../../../test/fixtures';
import { renderWithProviders, stubScreenWidth as screenWidth, stubApi } from '../../../test/render';
import { AdHistory } from './ad-history';
import { AD_LIST_CARDS_QUERY, AdListTable } from './ad-list-table';

const AD = testTrackedAd();
const THEIRS = testTrackedAd({ id: 6, title: 'Not mine', metadata: null, canDelete: false });

describe("Ad History's list view", () => {
  it('is a table with a column per field on a wide screen', () => {
    screenWidth(1440);
    renderWithProviders(<AdListTable ads={[AD, THEIRS]} memberName={() => 'Ann'} />);
    const table = screen.getByRole('table', { name: 'Tracked ads' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Member', 'Ad', 'Category', 'Platform', 'Price', 'Insights', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('is one card per ad on a phone, each field readable without a table to scroll sideways', async () => {
    screenWidth(390);
    expect(window.matchMedia(AD_LIST_CARDS_QUERY).matches).toBe(true);
    renderWithProviders(<AdListTable ads={[AD, THEIRS]} memberName={() => 'Ann'} />);
    const list = await screen.findByRole('list', { name: 'Tracked ads' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [mine, theirs] = within(list).getAllByRole('listitem');
    if (!mine || !theirs) throw new Error('two cards expected');
    expect(within(mine).getByText('Police station')).toBeVisible();
    expect(within(mine).getByText('LEGO City police station')).toBeVisible();
    expect(within(mine).getByText('Ann')).toBeVisible();
    expect(within(mine).getByText('Toys & Games')).toBeVisible();
    expect(within(mine).getByText('Instagram')).toBeVisible();
    expect(within(mine).getByText('60%')).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Edit the ad "Police station"' })).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Delete the ad "Police station"' })).toBeVisible();
    // Someone else's ad: no insights to show, and nothing the viewer may change.
    expect(within(theirs).queryByText('Insights')).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe("Ad History's view switch", () => {
  it('offers every view by its full name, and the list view from the URL', async () => {
    const family = testFamily();
    const api = stubApi([
      ...signedInRoutes(testUser(), [family], family.id),
      { path: '/api/analytics/member-ad-counts', body: [{ memberId: 7, name: 'Ann', adCount: 1 }] },
      { path: /^\/api\/tracked-ads/, body: { items: [AD], nextCursor: null } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(
      <CurrentFamilyProvider>
        <AdHistory />
      </CurrentFamilyProvider>,
      { route: '/ad-history?view=list' },
    );
    expect(await screen.findByRole('table', { name: 'Tracked ads' })).toBeInTheDocument();
    const viewNames = ['Feed', 'List', 'Impressions'];
    for (const name of viewNames) expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    // The view is no filter: it sits outside the filters' search region.
    const filters = screen.getByRole('search', { name: 'Filter ads' });
    for (const name of viewNames) expect(within(filters).queryByRole('radio', { name })).toBeNull();
  });
});
