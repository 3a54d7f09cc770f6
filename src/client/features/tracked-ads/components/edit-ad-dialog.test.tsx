import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testTrackedAd } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { AdFeedCard } from './ad-feed-card';
import { AdListTable } from './ad-list-table';

const AD = testTrackedAd();

describe('editing an ad in Ad History', () => {
  it('opens the ad prefilled and saves the changes, keeping its member and photo out of the request', async () => {
    const api = stubApi([
      { method: 'PUT', path: '/api/tracked-ads/5', body: { ...AD, description: 'LEGO fire station' } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const { user } = renderWithProviders(<AdFeedCard ad={AD} memberName="Ann" />);
    await user.click(screen.getByRole('button', { name: 'Edit the ad "Police station"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ad' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Police station');
    expect(within(dialog).getByRole('textbox', { name: 'Advertiser / brand' })).toHaveValue('LEGO');
    expect(within(dialog).getByText('Interests: LEGO')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    const description = within(dialog).getByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.type(description, 'LEGO fire station');
    await user.click(save);

    expect(await screen.findByText('Ad updated')).toBeInTheDocument();
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        '/api/tracked-ads/5',
        {
          categoryId: 7,
          description: 'LEGO fire station',
          title: 'Police station',
          url: null,
          priceRange: 'under-25',
          platform: 'instagram',
          advertiser: 'LEGO',
          targetingReasons: ['Interests: LEGO'],
          additionalDetails: null,
        },
      ],
    ]);
  });

  it('says what is missing on the field and sends nothing', async () => {
    const api = stubApi([]);
    vi.stubGlobal('fetch', api.fetch);
    const { user } = renderWithProviders(<AdFeedCard ad={AD} memberName="Ann" />);
    await user.click(screen.getByRole('button', { name: 'Edit the ad "Police station"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ad' });
    const description = within(dialog).getByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(description).toHaveAccessibleDescription('Description is required');
    expect(api.calls).toEqual([]);
  });

  it('offers Edit only on the ads the viewer may delete, in the feed and the list', () => {
    const theirs = { ...AD, id: 6, title: 'Not mine', canDelete: false };
    renderWithProviders(
      <>
        <AdFeedCard ad={theirs} memberName="Ben" />
        <AdListTable ads={[AD, theirs]} memberName={() => 'Ann'} />
      </>,
    );
    expect(
      screen.getAllByRole('button', { name: /^Edit the ad/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Edit the ad "Police station"']);
  });
});
