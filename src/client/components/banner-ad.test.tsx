import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_POLICY_VERSION } from '#common/consent';
import { resetConsentForTests, setLocalChoice } from '../lib/consent';
import { renderWithProviders, stubApi } from '../test/render';
import { BannerAd } from './banner-ad';

const choose = (marketing: boolean) =>
  setLocalChoice({
    analytics: false,
    personalization: false,
    marketing,
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: new Date().toISOString(),
  });

function render(
  slots: Record<string, string> = { default: '1111111111', 'member-page': '2222222222' },
  isChild = false,
) {
  const api = stubApi([
    {
      path: '/api/google-ads/config',
      body: { enabled: true, publisherId: 'ca-pub-1234567890123456', slots, development: true },
    },
    { method: 'POST', path: '/api/ad-impressions', status: 201, body: { id: 9 } },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  renderWithProviders(
    <BannerAd member={{ id: 5, name: 'Mia', isChild }} ownProfile={false} placement="member-page" />,
  );
  return api;
}

const adScripts = () => document.head.querySelectorAll('script[src*="adsbygoogle"]');

beforeEach(() => {
  resetConsentForTests();
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the consent cookie between tests
  document.cookie = 'giftlens_consent=; Max-Age=0; Path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the banner ad', () => {
  it('renders nothing and asks for nothing without marketing consent', async () => {
    choose(false);
    const api = render();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('banner-ad')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('with consent shows a contextual test-mode ad in the named slot, loads AdSense once and reports one impression', async () => {
    choose(true);
    const api = render();
    const ad = await screen.findByTestId('banner-ad');
    expect(ad).toHaveTextContent("Ads based on Mia's interests");
    const ins = ad.querySelector('ins.adsbygoogle');
    expect(ins).toHaveAttribute('data-ad-slot', '2222222222');
    expect(ins).toHaveAttribute('data-ad-client', 'ca-pub-1234567890123456');
    expect(ins).toHaveAttribute('data-adtest', 'on');
    expect(adScripts()).toHaveLength(1);
    expect(adScripts()[0]?.getAttribute('src')).toContain('client=ca-pub-1234567890123456');
    expect(window.adsbygoogle?.requestNonPersonalizedAds).toBe(1);
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      familyMemberId: 5,
      adSlot: '2222222222',
      contextualMode: true,
    });
  });

  it('disappears at once when marketing consent is withdrawn', async () => {
    choose(true);
    render();
    await screen.findByTestId('banner-ad');
    act(() => choose(false));
    expect(screen.queryByTestId('banner-ad')).not.toBeInTheDocument();
  });

  it('never shows on a child’s page, nor without a numeric slot', async () => {
    choose(true);
    const api = render(undefined, true);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('banner-ad')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows nothing when no slot resolves to digits', async () => {
    choose(true);
    render({ default: 'auto' });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByTestId('banner-ad')).not.toBeInTheDocument();
  });
});
