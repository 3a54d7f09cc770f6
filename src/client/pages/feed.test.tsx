import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedAd, FeedPage as FeedPageData } from '#common/feed/schemas';
import type { GiftIdea } from '#common/gifts/schemas';
import { CurrentFamilyProvider } from '../lib/current-family';
import { signedInRoutes, testFamily, testMember, testUser } from '../test/fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../test/render';
import FeedPage from './feed';

const ad = (id: number, overrides: Partial<FeedAd> = {}): FeedAd => ({
  id,
  familyMemberId: 7,
  title: `Idea ${id}`,
  description: 'A thing to enjoy.',
  imageUrl: '/api/feed-art/toys/square',
  reason: {
    kind: 'profile',
    name: 'Ann',
    label: 'LEGO',
    conceptKind: 'brand',
    evidence: [
      {
        source: 'questionnaire',
        reason: 'questionnaire.brand',
        params: {},
        count: 1,
        first: '2026-11-01T00:00:00.000Z',
        at: '2026-11-01T00:00:00.000Z',
      },
    ],
  },
  targetingReason: 'Brand: LEGO',
  adExplanation: 'Shown because Ann picked LEGO as a favourite brand.',
  platform: 'instagram',
  adFormat: 'square',
  category: 'toys',
  brand: 'LEGO',
  priceCents: 3499,
  callToAction: 'Shop toys',
  shopUrl: 'https://www.google.com/search?tbm=shop&q=lego',
  liked: false,
  disliked: false,
  shown: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const ANN = testMember({ id: 7, name: 'Ann', lifestyle: { hobbies: ['Hiking'] } as never });
const LILY = testMember({
  id: 8,
  name: 'Lily',
  userId: null,
  isSelf: false,
  isChild: true,
  age: 6,
  relationship: 'Child',
});
const page = (items: FeedAd[], nextCursor: string | null = null): FeedPageData => ({ items, nextCursor });

function setup(extra: FakeRoute[] = []) {
  const family = testFamily();
  const api = stubApi([
    ...extra,
    ...signedInRoutes(testUser(), [family], family.id),
    { path: '/api/families/3/family-members', body: [ANN, LILY] },
    { path: '/api/instagram-ads?memberId=7', body: page([ad(101), ad(102), ad(103), ad(104)]) },
    { path: '/api/instagram-ads?memberId=8', body: page([]) },
    { path: /^\/api\/gift-ideas\/member\/\d+$/, body: [] },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const result = renderWithProviders(
    <CurrentFamilyProvider>
      <FeedPage />
    </CurrentFamilyProvider>,
    { route: '/instagram-feed' },
  );
  return { ...result, api };
}

const cards = () => within(screen.getByRole('feed')).getAllByRole('article');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the feed page', () => {
  it("mixes the member's gift ideas into the feed, and Gifts generates more", async () => {
    const idea = {
      id: 55,
      familyMemberId: 7,
      categoryId: 7,
      title: 'Hiking daypack',
      description: 'A light pack for day hikes.',
      estimatedPrice: 4999,
      retailer: null,
      purchaseUrl: null,
      affiliateUrl: null,
      commissionRate: null,
      imageUrl: null,
      occasion: null,
      aiGenerated: false,
      source: 'offline',
      reason: { kind: 'ai', text: 'Ann listed Hiking as a hobby.' },
      aiReasoning: 'Ann listed Hiking as a hobby.',
      aiConfidence: 8,
      createdAt: '2026-11-21T10:00:00.000Z',
    } as unknown as GiftIdea;
    const { user, api } = setup([
      { path: '/api/gift-ideas/member/7', body: [idea] },
      {
        method: 'POST',
        path: '/api/ai/generate-gifts/7',
        status: 201,
        body: { recommendations: [idea], demoMode: true, source: 'offline' },
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Gift idea: Hiking daypack' })).toBeInTheDocument();
    const articles = within(screen.getByRole('feed')).getAllByRole('article');
    expect(articles[2]).toHaveAccessibleName('Gift idea: Hiking daypack');
    await user.click(screen.getByRole('button', { name: 'Gifts' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/ai/generate-gifts/7',
        body: { occasion: 'general' },
      }),
    );
  });

  it("opens on the first member's feed with cards, their reasons, and the completeness banner", async () => {
    const { user } = setup();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.getByRole('button', { name: "Ann's feed" })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Previous member' })).toBeDisabled();
    expect(screen.getByRole('link', { name: "Complete Ann's profile" })).toHaveAttribute(
      'href',
      '/onboarding/7',
    );
    const [first] = cards();
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('heading', { name: 'Idea 101' })).toBeInTheDocument();
    const why = within(first).getByRole('button', { name: "Why you're seeing this" });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(first).getByText('Shown because Ann picked LEGO as a favourite brand.')).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: 'Gifts' })).toBeEnabled();
  });

  it('likes an ad with a pressed toggle and sends shown once when its image loads', async () => {
    const { user, api } = setup([
      {
        method: 'PATCH',
        path: '/api/instagram-ads/101/interaction',
        body: ad(101, { liked: true, shown: true }),
      },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(4));
    const [first] = cards();
    if (!first) throw new Error('no card');
    const image = within(first).getByRole('img', { name: 'Toys & Games illustration' });
    fireEvent.load(image);
    fireEvent.load(image);
    const like = within(first).getByRole('button', { name: 'Like: Idea 101' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() =>
      expect(
        within(cards()[0] as HTMLElement).getByRole('button', { name: 'Like: Idea 101' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    const patches = api.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.body)).toEqual([{ interaction: 'shown' }, { interaction: 'liked' }]);
  });

  it('steps to the next member, whose empty feed offers to generate ads', async () => {
    const { user, api } = setup([
      {
        method: 'POST',
        path: '/api/instagram-ads/generate/8',
        status: 201,
        body: {
          items: [ad(201, { familyMemberId: 8 })],
          basis: 'fallback',
          notice: "GiftLens doesn't know Lily's interests yet.",
        },
      },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Next member' }));
    expect(await screen.findByText("Lily's feed is empty")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next member' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Generate ads' }));
    expect(
      await screen.findByText("1 new ad for Lily. GiftLens doesn't know Lily's interests yet."),
    ).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ path: '/api/instagram-ads/generate/8', body: { count: 15 } });
  });
});
