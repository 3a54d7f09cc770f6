import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportFileResult } from '#common/imports/schemas';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import { signedInRoutes, testFamily, testMember, testUser } from '../../../test/fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { PRIVACY_SENTENCE } from './import-dialog';
import ImportHost from './import-host';

const RESULT: ImportFileResult = {
  import: {
    id: 41,
    familyMemberId: 8,
    memberName: 'Lily',
    platform: 'instagram',
    importType: 'json',
    dateRange: null,
    itemCount: 3,
    importedAt: '2026-01-02T00:00:00.000Z',
    extractedInsights: {
      interests: ['Hiking'],
      behaviors: [],
      advertisers: [],
      notInterested: [],
      giftRecommendations: [],
      counts: {},
      files: [],
    },
    canDelete: true,
  },
  file: {
    filename: 'x.json',
    recognized: true,
    kind: 'topics',
    format: 'json',
    items: 3,
    truncated: false,
    duplicate: false,
  },
};

function setup(extra: FakeRoute[] = []) {
  localStorage.clear();
  const family = testFamily();
  const api = stubApi([
    ...extra,
    ...signedInRoutes(testUser(), [family], family.id),
    {
      path: '/api/families/3/family-members',
      body: [
        testMember({ id: 7, name: 'Ann' }),
        testMember({ id: 8, name: 'Lily', relationship: 'Child', age: 8, userId: null, isSelf: false }),
        testMember({ id: 9, name: 'Bo', relationship: 'Sibling', userId: 5, isSelf: false, canEdit: false }),
      ],
    },
    { method: 'POST', path: '/api/data-imports/instagram', body: RESULT },
    { method: 'POST', path: '/api/data-imports/facebook', body: RESULT },
    { method: 'DELETE', path: '/api/data-imports/41', status: 204 },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const result = renderWithProviders(
    <CurrentFamilyProvider>
      <ImportHost />
    </CurrentFamilyProvider>,
    { route: '/family-profiles?import=social&importMember=8' },
  );
  return { ...result, api };
}

const json = (name: string, text = '{"topics_v2": ["Hiking"]}') =>
  new File([text], name, { type: 'application/json' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const posts = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method === 'POST');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Import Social Data', () => {
  it('says what leaves the device and refuses to import without files', async () => {
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Import Social Data' });
    expect(within(dialog).getByText(PRIVACY_SENTENCE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Please select files to import before proceeding.')).toBeInTheDocument();
  });

  it('offers only the members the user may import for, with the chosen one preselected', async () => {
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Import Social Data' });
    const select = await within(dialog).findByRole('combobox', { name: /Family member/ });
    await waitFor(() => expect(select).toHaveValue('Lily (Child)'));
    await user.click(select);
    expect(screen.getByRole('option', { name: 'Ann (Self)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bo (Sibling)' })).toBeNull();
  });

  it('lists the picked files with sizes in KB, sends them one by one as one import, and closes', async () => {
    const { user, api, router } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Import Social Data' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Family member/ })).toHaveValue('Lily (Child)'),
    );
    await user.upload(fileInput(), [json('your_topics.json', 'x'.repeat(3000)), json('ads_viewed.json')]);
    const table = await within(dialog).findByRole('table', { name: 'Files to send' });
    expect(within(table).getByText('your_topics.json')).toBeInTheDocument();
    expect(within(table).getByText('3 KB')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const sent = posts(api);
    expect(sent.map((c) => [c.path, (c.body as { filename: string }).filename])).toEqual([
      ['/api/data-imports/instagram', 'your_topics.json'],
      ['/api/data-imports/instagram', 'ads_viewed.json'],
    ]);
    expect(sent[0]?.body).toMatchObject({ familyMemberId: 8 });
    expect(sent[0]?.body).not.toHaveProperty('importId');
    expect(sent[1]?.body).toMatchObject({ importId: 41 });
    expect(await screen.findByText('Instagram data imported')).toBeInTheDocument();
  });

  it('clears the files when switching platform, and enables Facebook import only when all five steps are ticked', async () => {
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Import Social Data' });
    await user.upload(fileInput(), [json('ads_interests.json')]);
    await within(dialog).findByRole('table', { name: 'Files to send' });
    await user.click(within(dialog).getByRole('tab', { name: 'Facebook' }));
    expect(within(dialog).queryByRole('table', { name: 'Files to send' })).toBeNull();
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    const boxes = within(dialog).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 5)) await user.click(box);
    expect(importButton).toBeEnabled();
  });

  it('stops on a failed file, says which, and deletes the half-done import', async () => {
    const { user, api } = setup();
    let posted = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && ++posted === 2) {
        return new Response(JSON.stringify({ message: 'notes.json is not an export file GiftLens reads' }), {
          status: 422,
        });
      }
      return api.fetch(input, init);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Import Social Data' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Family member/ })).toHaveValue('Lily (Child)'),
    );
    await user.upload(fileInput(), [json('your_topics.json'), json('notes.json')]);
    await within(dialog).findByRole('table', { name: 'Files to send' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Failed to import Instagram data')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to upload notes.json: 422: notes.json is not an export file GiftLens reads'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        '/api/data-imports/41',
      ]),
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
  });
});
