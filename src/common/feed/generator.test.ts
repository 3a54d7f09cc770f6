import { describe, expect, it } from 'vitest';
import { GIFT_CATALOGUE } from '../gifts/catalogue';
import { recommend } from '../gifts/recommender';
import type { Evidence } from '../signals/evidence';
import type { InterestEntry } from '../signals/profile';
import { feedArtSvg } from './art';
import { type FeedAdDraft, type FeedGeneratorInput, generateFeedAds } from './generator';
import { feedReasonText } from './reason';

const said = (reason: Evidence['reason']): Evidence => ({
  source: 'questionnaire',
  reason,
  params: {},
  count: 1,
  first: '2026-01-01T00:00:00.000Z',
  at: '2026-01-01T00:00:00.000Z',
});
/** The card's two lines, as a reader sees them. */
const why = (ad: FeedAdDraft | undefined) =>
  ad
    ? feedReasonText(ad.reason, new Date('2026-03-20T00:00:00Z'))
    : { targetingReason: '', adExplanation: '' };

const lego: InterestEntry = {
  concept: 'lego',
  label: 'LEGO',
  kind: 'brand',
  score: 80,
  categories: ['toys'],
  evidence: [said('questionnaire.brand')],
};
const dogs: InterestEntry = {
  concept: 'dogs',
  label: 'Dogs',
  kind: 'interest',
  score: 50,
  categories: ['pets'],
  evidence: [said('questionnaire.hobby')],
};

const input = (over: Partial<FeedGeneratorInput> = {}): FeedGeneratorInput => ({
  member: { name: 'Mia', age: 9, relationship: 'Child', isChild: true },
  profile: [lego, dogs],
  catalogue: GIFT_CATALOGUE,
  count: 15,
  recent: new Set(),
  disliked: new Set(),
  seed: 0,
  ...over,
});

describe('the feed ad generator', () => {
  it('picks catalogue items for the top concepts and explains them in the words of the evidence', () => {
    const { ads, basis, notice } = generateFeedAds(input({ count: 4 }));
    expect(basis).toBe('profile');
    expect(notice).toBeNull();
    expect(ads[0]?.title).toMatch(/LEGO/);
    expect(why(ads[0]).adExplanation).toBe('Shown because Mia picked LEGO as a favourite brand.');
    expect(why(ads[0]).targetingReason).toBe('Brand: LEGO');
    expect(ads[0]?.sources).toEqual(['questionnaire']);
    expect(ads.some((a) => why(a).adExplanation === 'Shown because Mia listed Dogs as a hobby.')).toBe(true);
  });

  it('only picks ideas suitable for the member’s age', () => {
    const { ads } = generateFeedAds(input({ count: 30 }));
    const byId = new Map(GIFT_CATALOGUE.map((g) => [g.id, g]));
    for (const ad of ads) {
      const gift = byId.get(ad.giftId);
      expect(gift && gift.minAge <= 9 && gift.maxAge >= 9).toBe(true);
    }
  });

  it('mixes categories instead of filling a batch with one interest', () => {
    const { ads } = generateFeedAds(input({ count: 6 }));
    const categories = new Set(ads.map((a) => a.category));
    expect(categories.size).toBeGreaterThanOrEqual(2);
    expect(ads.filter((a) => a.concept === 'lego').length).toBeLessThan(6);
  });

  it('does not repeat recent ads and never shows a disliked one again', () => {
    const first = generateFeedAds(input({ count: 5 }));
    const recent = new Set(first.ads.map((a) => a.giftId));
    const second = generateFeedAds(
      input({ count: 5, recent, disliked: new Set(['lego-classic-brick-box']) }),
    );
    expect(second.ads.some((a) => recent.has(a.giftId))).toBe(false);
    expect(second.ads.some((a) => a.giftId === 'lego-classic-brick-box')).toBe(false);
  });

  it('gives the same batch for the same input', () => {
    expect(generateFeedAds(input())).toEqual(generateFeedAds(input()));
  });

  it('returns exactly the count asked for, with a call to action, a look and its own illustration', () => {
    const { ads } = generateFeedAds(input({ count: 30 }));
    expect(ads).toHaveLength(30);
    expect(new Set(ads.map((a) => a.giftId)).size).toBe(30);
    for (const ad of ads) {
      expect(ad.callToAction.length).toBeGreaterThan(0);
      expect(ad.imageUrl).toBe(`/api/feed-art/${ad.category}/${ad.adFormat}`);
      expect(feedArtSvg(ad.category, ad.adFormat)).toContain('<svg');
      expect(ad.shopUrl.startsWith('https://www.google.com/search?tbm=shop&q=')).toBe(true);
    }
  });

  it('says honestly that it knows nothing yet and falls back on age when there are no signals', () => {
    const { ads, basis, notice } = generateFeedAds(input({ profile: [], count: 5 }));
    expect(basis).toBe('fallback');
    expect(notice).toContain("GiftLens doesn't know Mia's interests yet");
    expect(ads).toHaveLength(5);
    for (const ad of ads) {
      expect(why(ad).targetingReason).toBe('Age and relationship');
      expect(why(ad).adExplanation).toContain('knows nothing yet about what Mia likes');
      expect(ad.concept).toBeNull();
      expect(ad.sources).toEqual([]);
    }
  });

  it('reads an age from the relationship when none is given, by the same rule as gift ideas', () => {
    const rose = { name: 'Rose', age: null, relationship: 'Grandparent', isChild: false };
    const { ads } = generateFeedAds(input({ member: rose, profile: [] }));
    expect(why(ads[0]).adExplanation).toContain('a popular idea for a grandparent');
    const gifts = recommend({ member: rose, profile: [], occasion: 'birthday' });
    expect(gifts.age).toEqual({ years: 70, from: 'relationship' });
    const byId = new Map(GIFT_CATALOGUE.map((g) => [g.id, g]));
    for (const id of [...ads.map((a) => a.giftId), ...gifts.ideas.map((i) => i.gift.id)]) {
      const gift = byId.get(id);
      expect(gift && gift.minAge <= 70 && gift.maxAge >= 70).toBe(true);
    }
  });

  it('moves the batch when the profile moves', () => {
    const before = generateFeedAds(input({ count: 3 }));
    const dogsFirst = generateFeedAds(input({ count: 3, profile: [{ ...dogs, score: 95 }, lego] }));
    expect(before.ads[0]?.concept).toBe('lego');
    expect(dogsFirst.ads[0]?.concept).toBe('dogs');
  });
});

describe('feed illustrations', () => {
  it('draws nothing for an unknown category or format', () => {
    expect(feedArtSvg('weapons', 'square')).toBeNull();
    expect(feedArtSvg('toys', 'constructor')).toBeNull();
    expect(feedArtSvg('other', 'square')).toBeNull();
  });
});
