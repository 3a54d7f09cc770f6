import { describe, expect, it } from 'vitest';
import { evidenceText } from '../signals/evidence';
import { buildInterestProfile, type InterestEntry } from '../signals/profile';
import { SIGNAL_WEIGHTS, sourceOf } from '../signals/weights';
import { categoryByKey } from '../taxonomy/categories';
import { signalsFromTargeting, signalsFromTrackedAd } from './ad-signals';
import { COMMON_TARGETING_REASONS } from './constants';

const toys = categoryByKey('toys');
const brief = (signals: ReturnType<typeof signalsFromTrackedAd>) =>
  signals.map((s) => [s.concept.key, s.reason]);

describe('what a tracked ad teaches GiftLens', () => {
  it('learns the brands and things the ad names, and its category', () => {
    const signals = signalsFromTrackedAd({
      title: 'LEGO Technic Porsche',
      description: 'Build the new supercar this spring',
      advertiser: 'LEGO',
      category: toys,
    });
    expect(brief(signals)).toEqual(
      expect.arrayContaining([
        ['lego', 'tracked_ad.mention'],
        ['category:toys', 'tracked_ad.category'],
      ]),
    );
    expect(signals.filter((s) => s.concept.key === 'lego')).toHaveLength(1);
    expect(signals.every((s) => sourceOf(s.reason) === 'tracked_ad')).toBe(true);
  });

  it('learns nothing from the category "Other" or an advertiser nobody knows', () => {
    const signals = signalsFromTrackedAd({
      title: 'Summer sale',
      description: 'Everything must go',
      advertiser: 'Bob’s Discount Barn',
      category: categoryByKey('other'),
    });
    expect(signals).toEqual([]);
  });

  it('reads the advertiser as a whole phrase, so "Target" the shop counts', () => {
    const signals = signalsFromTrackedAd({
      title: 'Back to school',
      description: 'Deals on backpacks',
      advertiser: 'Target',
      category: undefined,
    });
    expect(brief(signals)).toContainEqual(['target', 'tracked_ad.mention']);
  });
});

describe('what the targeting panel teaches GiftLens', () => {
  it('keeps each listed interest with its own wording as evidence', () => {
    const signals = signalsFromTargeting(['Interests: Fashion, Beauty, Shopping']);
    const fashion = signals.find((s) => s.concept.key === 'fashion');
    expect(fashion).toMatchObject({
      reason: 'ad_insight.interest',
      params: { wording: 'Interests: Fashion' },
    });
    expect(signals.filter((s) => s.reason === 'ad_insight.interest')).toHaveLength(3);
  });

  it('keeps an interest no concept knows as the advertiser’s own words', () => {
    const [signal] = signalsFromTargeting(['Interests: Restoring vintage radios']);
    expect(signal).toMatchObject({
      reason: 'ad_insight.interest',
      concept: { key: 'x:restoring-vintage-radios', label: 'Restoring vintage radios' },
    });
  });

  it('maps audience wording onto behaviours and demographics through the vocabulary', () => {
    const signals = signalsFromTargeting([
      'Similar to people who follow this business',
      'Custom audience from email list',
      'Previous website visits',
      'Retargeting campaign',
      'Parents with teenagers (13-17 years)',
    ]);
    expect(brief(signals)).toEqual([
      ['lookalike-audience', 'ad_insight.behaviour'],
      ['email-list-member', 'ad_insight.behaviour'],
      ['website-visitor', 'ad_insight.behaviour'],
      ['retargeted-user', 'ad_insight.behaviour'],
      ['parents', 'ad_insight.demographic'],
    ]);
    expect(signals[0]?.params).toEqual({ wording: 'Similar to people who follow this business' });
  });

  it('learns nothing odd from the common reasons that name no one thing', () => {
    expect(signalsFromTargeting(['Based on your activity', 'Age and location'])).toEqual([]);
  });

  it('turns every common reason into known signals with weights from the weights table', () => {
    const signals = signalsFromTargeting([...COMMON_TARGETING_REASONS]);
    expect(signals.length).toBeGreaterThan(0);
    for (const s of signals) {
      expect(SIGNAL_WEIGHTS[s.reason]).toBeGreaterThan(0);
      expect(sourceOf(s.reason)).toBe('ad_insight');
    }
  });
});

describe('the evidence a parent reads', () => {
  it('says how many ads of a brand were tracked and what the targeting said', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    const now = new Date('2026-03-20T12:00:00Z');
    const ad = signalsFromTrackedAd({
      title: 'LEGO City',
      description: 'New sets',
      advertiser: 'LEGO',
      category: toys,
    });
    const insight = signalsFromTargeting(['Interests: Fashion']);
    const record = (s: (typeof ad)[number]) => ({
      concept: s.concept.key,
      label: s.concept.label,
      kind: s.concept.kind,
      categories: s.concept.categories,
      weight: SIGNAL_WEIGHTS[s.reason],
      source: sourceOf(s.reason),
      reason: s.reason,
      params: s.params ?? {},
      observedAt: at,
    });
    const words = (entry: InterestEntry | undefined) =>
      entry ? entry.evidence.map((e) => evidenceText(e, entry.label, now)) : [];
    const profile = buildInterestProfile([...ad, ...ad, ...insight].map(record), { now });
    const lego = profile.find((e) => e.concept === 'lego');
    expect(words(lego)[0]).toBe('2 LEGO ads tracked in March');
    const fashion = profile.find((e) => e.concept === 'fashion');
    expect(words(fashion)[0]).toBe('ad targeting: "Interests: Fashion"');
    const arts = buildInterestProfile(
      signalsFromTrackedAd({ title: '', description: 'Paint set', category: categoryByKey('arts') }).map(
        record,
      ),
      { now },
    );
    expect(words(arts[0])[0]).toBe('an Arts & Crafts ad tracked in March');
  });
});
