import { getDefaultZIndex } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_POLICY_VERSION } from '#common/consent';
import { resetConsentForTests, useConsent } from '../../../lib/consent';
import { openCookieSettings } from '../../../lib/cookie-settings';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { CookieBanner } from './cookie-banner';

const record = (choice: { analytics: boolean; personalization: boolean; marketing: boolean }) => ({
  essential: true,
  ...choice,
  policyVersion: CONSENT_POLICY_VERSION,
  decidedAt: new Date().toISOString(),
});

function Probe() {
  const { ads, tracking, consentGiven } = useConsent();
  return <output aria-label="effects">{JSON.stringify({ ads, tracking, consentGiven })}</output>;
}

function render(server: unknown = null, extra: FakeRoute[] = []) {
  const api = stubApi([{ path: '/api/user/consent', body: server }, ...extra]);
  // The server answers a PUT with the choice it recorded.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await api.fetch(input, init);
    if (init?.method !== 'PUT') return answer;
    return new Response(JSON.stringify(record(JSON.parse(String(init.body)))), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const view = renderWithProviders(
    <>
      <CookieBanner />
      <Probe />
    </>,
  );
  return { api, ...view };
}

const effects = () => JSON.parse(screen.getByRole('status', { name: 'effects' }).textContent ?? '{}');
const banner = () => screen.findByRole('region', { name: 'Cookies on GiftLens' }, { timeout: 3500 });

beforeEach(() => {
  resetConsentForTests();
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the consent cookie between tests
  document.cookie = 'giftlens_consent=; Max-Age=0; Path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the cookie banner', () => {
  it('appears after 2 s when nothing was chosen; Accept all records everything and hides it', async () => {
    const started = Date.now();
    const { api, user } = render();
    expect(screen.queryByRole('region', { name: 'Cookies on GiftLens' })).not.toBeInTheDocument();
    await banner();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(effects()).toEqual({ ads: false, tracking: false, consentGiven: false });

    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookies on GiftLens' })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      analytics: true,
      personalization: true,
      marketing: true,
    });
    expect(effects()).toEqual({ ads: true, tracking: true, consentGiven: true });
    expect(document.cookie).toMatch(/giftlens_consent=v1/);
    expect(JSON.parse(window.localStorage.getItem('giftlens.consent') ?? '{}')).toMatchObject({
      marketing: true,
    });
  });

  it('sits below dialogs and above the page, so it never covers a dialog’s buttons', async () => {
    render();
    const region = await banner();
    const z = Number(region.style.zIndex);
    expect(z).toBeLessThan(getDefaultZIndex('modal'));
    expect(z).toBeGreaterThan(getDefaultZIndex('app'));
  });

  it('records a decline with Essential only, and Cookie settings reopen the choice to change it', async () => {
    const { api, user } = render();
    await banner();
    await user.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(await screen.findByText('Only essential cookies are used.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      analytics: false,
      personalization: false,
      marketing: false,
    });
    expect(effects()).toEqual({ ads: false, tracking: false, consentGiven: false });

    act(() => openCookieSettings());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(screen.getByRole('switch', { name: /Essential/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: /Personalization/ }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(dialog).not.toBeInTheDocument();
    // Saving says what was saved.
    expect(await screen.findByText('Cookie choices saved')).toBeInTheDocument();
    expect(screen.getByText('Personalization is on; analytics and marketing are off.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      analytics: false,
      personalization: true,
      marketing: false,
    });
  });

  it('opens Cookie settings pressed before the consent part had loaded, once it loads', async () => {
    openCookieSettings();
    render();
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('is not shown when the account already holds a choice, which this browser then follows', async () => {
    render(record({ analytics: false, personalization: false, marketing: true }));
    await act(() => new Promise((r) => setTimeout(r, 2300)));
    expect(screen.queryByRole('region', { name: 'Cookies on GiftLens' })).not.toBeInTheDocument();
    expect(effects()).toEqual({ ads: true, tracking: false, consentGiven: true });
  });
});
