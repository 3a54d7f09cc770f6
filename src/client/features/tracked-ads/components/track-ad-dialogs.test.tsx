import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberAdCount } from '#common/analytics';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import { signedInRoutes, testFamily, testUser } from '../../../test/fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import TrackAdHost from './track-ad-host';

const MEMBERS: MemberAdCount[] = [
  { memberId: 7, name: 'Ann', relationship: 'Self', familyName: 'Parkers', adCount: 2 },
  { memberId: 8, name: 'Lily', relationship: 'Child', familyName: 'Parkers', adCount: 0 },
];
const PNG = 'iVBORw0KGgo=';

function setup(route: string, extra: FakeRoute[] = []) {
  const family = testFamily();
  const api = stubApi([
    ...extra,
    ...signedInRoutes(testUser(), [family], family.id),
    { path: '/api/analytics/member-ad-counts', body: MEMBERS },
    { method: 'POST', path: '/api/tracked-ads', status: 201, body: { id: 1 } },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const result = renderWithProviders(
    <CurrentFamilyProvider>
      <TrackAdHost />
    </CurrentFamilyProvider>,
    { route },
  );
  return { ...result, api };
}

const pick = async (user: UserEvent, label: string | RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};
/** The dialog once the current family is known and its form shows. */
async function opened(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('button', { name: 'Cancel' });
  return dialog;
}
/**
 * Types into a field as one paste: every keystroke re-renders the whole dialog, which in jsdom
 * costs a tenth of a second a letter.
 */
async function fill(user: UserEvent, field: HTMLElement, text: string, { enter = false } = {}) {
  await user.click(field);
  await user.paste(text);
  if (enter) await user.keyboard('{Enter}');
}
/** The targeting reasons shown as tags in the dialog. */
const pills = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.mantine-TagsInput-pill')].map((pill) => pill.textContent);
const posts = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method === 'POST');

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the server read from a screenshot of Instagram's sheet. */
const SHEET = {
  platform: 'instagram',
  advertiser: 'Patagonia',
  ageMin: 25,
  ageMax: 44,
  location: 'United States',
  gender: null,
  interests: ['Hiking'],
  reasons: [
    { kind: 'interest', text: 'Patagonia wants to reach people interested in Hiking, ages 25 to 44.' },
    { kind: 'age', text: 'Patagonia wants to reach people interested in Hiking, ages 25 to 44.' },
    { kind: 'location', text: 'A primary location in the United States' },
  ],
  language: 'en',
  text: 'Why you are seeing this ad …',
};
const READ = '/api/tracked-ads/read-screenshot';
const screenshotFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'IMG_1.png', { type: 'image/png' });
const fileInput = (dialog: HTMLElement) => {
  const input = dialog.querySelector('input[type="file"][accept*="image/webp"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no screenshot input');
  return input;
};

describe('reading a screenshot in Track Ad', () => {
  it('fills Quick Track Ad from the sheet, marks what it read, and saves the reasons once each with the picture', async () => {
    const { user, api } = setup('/ad-history?track=quick', [{ method: 'POST', path: READ, body: SHEET }]);
    const dialog = await opened('Quick Track Ad');
    await user.upload(fileInput(dialog), screenshotFile());
    const description = within(dialog).getByRole('textbox', { name: /Short description/ });
    await waitFor(() => expect(description).toHaveValue('Ad from Patagonia (Hiking)'));
    expect(within(dialog).getByRole('button', { name: 'Instagram' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getAllByText('Read from the screenshot: check it').length).toBeGreaterThan(0);
    const sent = api.calls.find((c) => c.path === READ)?.body;
    if (!(sent instanceof FormData)) throw new Error('the screenshot was not sent as a form');
    expect((sent.get('image') as File).name).toBe('IMG_1.png');

    await pick(user, /Family member/, 'Ann (Self)');
    await pick(user, /Category/, 'Sports & Fitness');
    await user.click(within(dialog).getByRole('button', { name: 'Track Ad' }));
    expect(await screen.findByText('Ad tracked successfully!')).toBeInTheDocument();
    const saved = posts(api).find((c) => c.path === '/api/tracked-ads')?.body as Record<string, unknown>;
    expect(saved).toMatchObject({
      advertiser: 'Patagonia',
      platform: 'instagram',
      targetingReasons: [
        'Patagonia wants to reach people interested in Hiking, ages 25 to 44.',
        'A primary location in the United States',
      ],
    });
    expect(String(saved.photo)).toMatch(/^data:image\/png;base64,/);
  });

  it("shows the server's words when a picture cannot be read, and leaves the form to fill by hand", async () => {
    const { user } = setup('/ad-history?track=insights', [
      {
        method: 'POST',
        path: READ,
        status: 422,
        body: { code: 'screenshot_no_text', message: 'No text was found in this picture' },
      },
    ]);
    const dialog = await opened('Track "Why Am I Seeing This Ad?"');
    await user.upload(fileInput(dialog), screenshotFile());
    expect(await within(dialog).findByText('The screenshot could not be read')).toBeInTheDocument();
    expect(within(dialog).getByText(/No text was found in this picture/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Advertiser/ })).toHaveValue('');
  });
});

describe('Quick Track Ad', () => {
  it('keeps Track Ad disabled until member, category and description are set, then saves the ad', async () => {
    const now = new Date().toISOString();
    const sign = (label: string, source: string, at: string) => ({
      concept: `interest:${label.toLowerCase()}`,
      label,
      kind: 'interest',
      score: 50,
      categories: [],
      evidence: [{ source, reason: `${source}.x`, params: {}, count: 1, first: at, at }],
    });
    const { user, api, router } = setup('/ad-history?track=quick&member=3', [
      {
        path: '/api/families/3/family-members/8/interest-profile',
        body: [
          sign('Dinosaurs', 'tracked_ad', now),
          sign('Knitting', 'tracked_ad', '2025-01-01T00:00:00.000Z'),
        ],
      },
    ]);
    const dialog = await opened('Quick Track Ad');
    const submit = within(dialog).getByRole('button', { name: 'Track Ad' });
    expect(submit).toBeDisabled();

    await waitFor(() => expect(screen.getByRole('combobox', { name: /Family member/ })).toBeEnabled());
    await pick(user, /Family member/, 'Lily (Child)');
    await user.click(within(dialog).getByRole('button', { name: 'TikTok' }));
    expect(within(dialog).getByRole('button', { name: 'TikTok' })).toHaveAttribute('aria-pressed', 'true');
    await pick(user, /Category/, 'Toys & Games');
    await pick(user, /Estimated price range/, '$25 - $50');
    expect(submit).toBeDisabled();
    await fill(user, within(dialog).getByRole('textbox', { name: /Short description/ }), 'A dinosaur puzzle');
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByText('Ad tracked successfully!')).toBeInTheDocument();
    expect(posts(api)[0]?.body).toEqual({
      familyMemberId: 8,
      categoryId: 7,
      description: 'A dinosaur puzzle',
      title: null,
      url: null,
      priceRange: '25-50',
      platform: 'tiktok',
      photo: null,
    });
    // The dialog then says what the ad taught about Lily (her profile's signs from ads just now).
    const saved = await within(dialog).findByRole('status', { name: 'Ad saved' });
    expect(within(saved).getByText("Saved to Lily's ads.")).toBeVisible();
    expect(await within(saved).findByText('Dinosaurs')).toBeVisible();
    expect(within(saved).queryByText('Knitting')).toBeNull();
    // Done closes it and its parameters go; the page's own filter stays.
    await user.click(within(saved).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick Track Ad' })).toBeNull());
    expect(router.state.location.search).toBe('?member=3');
  });

  it('opens prefilled with what was shared: title, link, text and the platform of the link', async () => {
    setup(
      `/ad-history?track=quick&title=Cosy%20jumper&text=${encodeURIComponent('Only $29 https://www.instagram.com/p/x/')}`,
    );
    const dialog = await opened('Quick Track Ad');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Cosy jumper');
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(
      'https://www.instagram.com/p/x/',
    );
    expect(within(dialog).getByRole('textbox', { name: /Short description/ })).toHaveValue('Only $29');
    expect(within(dialog).getByRole('button', { name: 'Instagram' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('preselects the member it was opened for', async () => {
    setup('/family-profiles/8?track=quick&trackMember=8');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Family member/ })).toHaveValue('Lily (Child)'),
    );
  });

  it('checks the photo like member photos, and sends a good one with the ad', async () => {
    const { user, api } = setup('/ad-history?track=quick&trackMember=7');
    const dialog = await opened('Quick Track Ad');
    const file = () => screen.getByLabelText('Ad photo file') as HTMLInputElement;
    fireEvent.change(file(), { target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Invalid file')).toBeInTheDocument();
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(file(), { target: { files: [big] } });
    expect(await screen.findByText('Please select an image under 5MB.')).toBeInTheDocument();

    const png = new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], 'ad.png', {
      type: 'image/png',
    });
    fireEvent.change(file(), { target: { files: [png] } });
    expect(await within(dialog).findByRole('img', { name: /not saved yet/ })).toBeInTheDocument();
    await pick(user, /Category/, 'Other');
    await fill(user, within(dialog).getByRole('textbox', { name: /Short description/ }), 'Poster');
    await user.click(within(dialog).getByRole('button', { name: 'Track Ad' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({ photo: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it("shows the server's message when tracking fails, and stays open", async () => {
    const { user } = setup('/ad-history?track=quick&trackMember=7', [
      {
        method: 'POST',
        path: '/api/tracked-ads',
        status: 403,
        body: { code: 'forbidden', message: 'Tracked ads kept private' },
      },
    ]);
    const dialog = await opened('Quick Track Ad');
    await pick(user, /Category/, 'Pets');
    await fill(user, within(dialog).getByRole('textbox', { name: /Short description/ }), 'Dog bed');
    await user.click(within(dialog).getByRole('button', { name: 'Track Ad' }));
    expect(await screen.findByText('Tracked ads kept private')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Quick Track Ad' })).toBeInTheDocument();
  });
});

describe('tracking without a family', () => {
  it('asks to create or join a family first, in either dialog, and offers no form', async () => {
    for (const [track, name] of [
      ['quick', 'Quick Track Ad'],
      ['insights', 'Track "Why Am I Seeing This Ad?"'],
    ]) {
      const api = stubApi(signedInRoutes(testUser(), [], null));
      vi.stubGlobal('fetch', api.fetch);
      const { unmount } = renderWithProviders(
        <CurrentFamilyProvider>
          <TrackAdHost />
        </CurrentFamilyProvider>,
        { route: `/ad-history?track=${track}` },
      );
      const dialog = await screen.findByRole('dialog', { name });
      await waitFor(() => expect(within(dialog).getByText('No family selected')).toBeInTheDocument());
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
      unmount();
    }
  });
});

describe('Track "Why Am I Seeing This Ad?"', () => {
  it('offers the analysis once reasons and a member are set, and shows what the reasons say', async () => {
    const { user, api } = setup('/ad-history?track=insights');
    const dialog = await opened('Track "Why Am I Seeing This Ad?"');
    const reasons = within(dialog).getByRole('combobox', { name: /Targeting reasons/ });
    await user.click(reasons);
    await user.click(await screen.findByRole('option', { name: 'Interests: Fashion, Beauty, Shopping' }));
    await fill(user, reasons, 'Retargeting campaign', { enter: true });
    expect(within(dialog).queryByRole('button', { name: 'Analyze Targeting Insights' })).toBeNull();
    await pick(user, /Family member/, 'Ann (Self)');
    await user.click(within(dialog).getByRole('button', { name: 'Analyze Targeting Insights' }));

    const insights = within(dialog).getByRole('region', { name: 'AI Insights' });
    expect(within(insights).getByText('Confidence 75%, high')).toBeInTheDocument();
    for (const text of ['Fashion', 'Beauty', 'Shopping', 'Retargeted user', 'Fashion & Accessories']) {
      expect(within(insights).getByText(text)).toBeInTheDocument();
    }

    await pick(user, /Category/, 'Fashion & Accessories');
    await fill(user, within(dialog).getByRole('textbox', { name: /Ad description/ }), 'Coats');
    await fill(user, within(dialog).getByRole('textbox', { name: /Advertiser/ }), 'Zara');
    await user.click(within(dialog).getByRole('button', { name: 'Track Ad Insights' }));
    expect(await screen.findByText('Ad insights tracked successfully!')).toBeInTheDocument();
    expect(posts(api)[0]?.body).toMatchObject({
      familyMemberId: 7,
      categoryId: 2,
      description: 'Coats',
      advertiser: 'Zara',
      targetingReasons: ['Interests: Fashion, Beauty, Shopping', 'Retargeting campaign'],
    });
  });

  it('says "Please fill in all required fields" and sends nothing when member, category or description is missing', async () => {
    const { user, api } = setup('/ad-history?track=insights');
    const dialog = await opened('Track "Why Am I Seeing This Ad?"');
    await user.click(within(dialog).getByRole('button', { name: 'Track Ad Insights' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  });

  it('shows how to find the targeting info on the platform picked', async () => {
    const { user } = setup('/ad-history?track=insights');
    const dialog = await opened('Track "Why Am I Seeing This Ad?"');
    expect(within(dialog).getByText('Finding the targeting info')).toBeInTheDocument();
    await pick(user, /Platform/, 'LinkedIn');
    expect(within(dialog).getByText('Finding the targeting info on LinkedIn')).toBeInTheDocument();
    // The steps name the sheet, as the screenshot reader above them does.
    expect(within(dialog).getAllByText(/Why am I seeing this ad\?/)).toHaveLength(2);
  });

  it('makes one targeting reason of each non-empty line pasted into Targeting reasons', async () => {
    const { user } = setup('/ad-history?track=insights');
    const dialog = await opened('Track "Why Am I Seeing This Ad?"');
    const reasons = within(dialog).getByRole('combobox', { name: /Targeting reasons/ });
    await fill(user, reasons, 'Interests: Fashion, Beauty\r\n\nAge: 25-44\n  Location: Leeds  \n');
    expect(pills(dialog)).toEqual(['Interests: Fashion, Beauty', 'Age: 25-44', 'Location: Leeds']);
  });

  it('pastes reasons copied by hand, one per line, with "Paste from clipboard"', async () => {
    const { user } = setup('/ad-history?track=insights');
    const dialog = await opened('Track "Why Am I Seeing This Ad?"');
    await navigator.clipboard.writeText('Interests: Camping\n\nAge: 35-44\n');
    await user.click(within(dialog).getByRole('button', { name: 'Paste from clipboard' }));
    expect(await screen.findByText('2 reasons from the clipboard.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing to paste')).not.toBeInTheDocument();
    expect(pills(dialog)).toEqual(['Interests: Camping', 'Age: 35-44']);
  });

  it('still pastes the advertiser and reasons the bookmarklet copied', async () => {
    const { user } = setup('/ad-history?track=insights');
    const dialog = await opened('Track "Why Am I Seeing This Ad?"');
    await navigator.clipboard.writeText('GiftLens ad v1\nAdvertiser: LEGO\nReason: Interests: Building toys');
    await user.click(within(dialog).getByRole('button', { name: 'Paste from clipboard' }));
    expect(await screen.findByText('1 reason from the clipboard.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Advertiser/ })).toHaveValue('LEGO');
  });
});
