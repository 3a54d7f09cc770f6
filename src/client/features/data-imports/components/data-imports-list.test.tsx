import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataImport } from '#common/imports/schemas';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import { signedInRoutes, testFamily, testUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { DataImportsList } from './data-imports-list';

const anImport = {
  id: 5,
  familyMemberId: 8,
  memberName: 'Lily',
  platform: 'instagram',
  importType: 'full',
  importedAt: '2026-11-20T10:00:00.000Z',
  itemCount: 120,
  dateRange: null,
  canDelete: false,
  extractedInsights: {
    interests: ['Gardening'],
    behaviors: [],
    giftRecommendations: ['Garden tools', 'Plant pots'],
  },
} as unknown as DataImport;

describe('Data Imports', () => {
  it('offers to generate real ideas from an import instead of listing ideas that exist nowhere', async () => {
    const family = testFamily();
    vi.stubGlobal(
      'fetch',
      stubApi([
        ...signedInRoutes(testUser(), [family], family.id),
        { path: '/api/data-imports', body: [anImport] },
      ]).fetch,
    );
    renderWithProviders(
      <CurrentFamilyProvider>
        <DataImportsList />
      </CurrentFamilyProvider>,
    );
    const card = await screen.findByRole('article', { name: 'instagram import for Lily' });
    expect(within(card).getByRole('link', { name: /Generate ideas from this import/ })).toHaveAttribute(
      'href',
      '/gift-ideas?member=8&generate=1',
    );
    expect(within(card).queryByText('Garden tools')).toBeNull();
  });
});
