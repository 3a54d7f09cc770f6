import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_POLICY_VERSION } from '#common/consent';
import { resetConsentForTests, setLocalChoice } from './consent';
import { browsingSummary, noteInterest, registerBrowsingFlusher } from './interest-tracker';

const consent = (personalization: boolean) =>
  setLocalChoice({
    analytics: false,
    personalization,
    marketing: false,
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: new Date().toISOString(),
  });

beforeEach(() => {
  resetConsentForTests();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the in-app interest tracker', () => {
  it('notes nothing without personalization consent', () => {
    consent(false);
    noteInterest('search', 'lego');
    expect(browsingSummary().shoppingBehavior.searchedProducts).toEqual([]);
    expect(window.localStorage.getItem('giftlens.browsing')).toBeNull();
  });

  it('with consent sums what was looked at and sends it to the registered sender after a pause', () => {
    consent(true);
    const sent = vi.fn();
    const unregister = registerBrowsingFlusher(sent);
    noteInterest('search', 'lego technic');
    noteInterest('category', 'Toys & Games');
    noteInterest('search', 'lego technic');
    expect(sent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toMatchObject({
      shoppingBehavior: { searchedProducts: ['lego technic'], categoriesViewed: ['Toys & Games'] },
      browsingSessions: 1,
    });
    unregister();
  });

  it('keeps at most 100 browsing sessions on the device', () => {
    consent(true);
    const old = Array.from({ length: 120 }, (_, i) => ({
      id: `s${i}`,
      startedAt: i,
      category: [],
      interest: [`i${i}`],
      brand: [],
      search: [],
    }));
    window.localStorage.setItem('giftlens.browsing', JSON.stringify(old));
    noteInterest('brand', 'Patagonia');
    const kept = JSON.parse(window.localStorage.getItem('giftlens.browsing') ?? '[]');
    expect(kept).toHaveLength(100);
    expect(kept.at(-1).brand).toEqual(['Patagonia']);
  });
});
