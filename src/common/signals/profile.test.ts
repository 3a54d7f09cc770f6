import { describe, expect, it } from 'vitest';
import { evidenceText } from './evidence';
import { buildInterestProfile, type InterestEntry, type SignalRecord } from './profile';
import { SIGNAL_WEIGHTS } from './weights';

const NOW = new Date('2026-03-20T12:00:00Z');
const at = (iso: string) => new Date(iso);
/** The evidence of an entry in words, as the member page shows it. */
const words = (entry: InterestEntry | undefined) =>
  entry?.evidence.map((e) => evidenceText(e, entry.label, NOW)) ?? [];
const signal = (over: Partial<SignalRecord>): SignalRecord => ({
  concept: 'lego',
  label: 'LEGO',
  kind: 'brand',
  categories: ['toys'],
  weight: 1,
  source: 'tracked_ad',
  reason: 'tracked_ad.mention',
  params: {},
  observedAt: NOW,
  ...over,
});

describe('the interest profile', () => {
  it('ranks concepts by their evidence and explains each in words', () => {
    const profile = buildInterestProfile(
      [
        signal({
          source: 'questionnaire',
          weight: SIGNAL_WEIGHTS['questionnaire.brand'],
          reason: 'questionnaire.brand',
        }),
        signal({ observedAt: at('2026-03-02T10:00:00Z') }),
        signal({ observedAt: at('2026-03-09T10:00:00Z') }),
        signal({ observedAt: at('2026-03-15T10:00:00Z') }),
        signal({
          concept: 'hiking',
          label: 'Hiking',
          kind: 'activity',
          categories: ['sports'],
          source: 'ad_insight',
          weight: 1.2,
          reason: 'ad_insight.interest',
          params: { wording: 'Interests: Hiking' },
        }),
      ],
      { now: NOW },
    );
    expect(profile.map((e) => e.concept)).toEqual(['lego', 'hiking']);
    expect(words(profile[0])).toEqual(['picked as a favourite brand', '3 LEGO ads tracked in March']);
    expect(profile[0]?.score).toBeGreaterThan(profile[1]?.score ?? 100);
    expect(profile[0]?.score).toBeLessThanOrEqual(100);
    expect(profile[1]).toMatchObject({ label: 'Hiking', categories: ['sports'] });
  });

  it('lets no single source drown the others: many ads count less than ads plus a stated interest', () => {
    const manyAds = Array.from({ length: 12 }, () => signal({}));
    const mixed = [
      signal({
        concept: 'chess',
        label: 'Chess',
        source: 'questionnaire',
        weight: 3,
        reason: 'questionnaire.hobby',
      }),
      signal({ concept: 'chess', label: 'Chess' }),
      signal({
        concept: 'chess',
        label: 'Chess',
        source: 'import',
        weight: 1.5,
        reason: 'import.topic',
        params: { platform: 'instagram', text: 'Chess' },
      }),
    ];
    const [first] = buildInterestProfile([...manyAds, ...mixed], { now: NOW });
    expect(first?.concept).toBe('chess');
  });

  it('fades evidence with age, but not what the member said about themselves', () => {
    const old = at('2025-03-20T12:00:00Z');
    const [fresh] = buildInterestProfile([signal({})], { now: NOW });
    const [faded] = buildInterestProfile([signal({ observedAt: old })], { now: NOW });
    const [stated] = buildInterestProfile(
      [signal({ source: 'questionnaire', weight: 3, observedAt: old, reason: 'questionnaire.hobby' })],
      {
        now: NOW,
      },
    );
    const [statedNow] = buildInterestProfile(
      [signal({ source: 'questionnaire', weight: 3, reason: 'questionnaire.hobby' })],
      {
        now: NOW,
      },
    );
    expect(faded?.score).toBeLessThan(fresh?.score ?? 0);
    expect(stated?.score).toBe(statedNow?.score);
    const [halved] = buildInterestProfile([signal({ observedAt: old })], { now: NOW, halfLifeDays: 10_000 });
    expect(halved?.score).toBe(fresh?.score);
  });

  it('pushes a concept down with negative evidence, and drops it when nothing positive is left', () => {
    const liked = [
      signal({ source: 'feed', weight: 1, reason: 'feed.liked', params: { title: 'LEGO set' } }),
    ];
    const disliked = [
      ...liked,
      signal({ source: 'feed', weight: -1.5, reason: 'feed.disliked', params: { title: 'LEGO set' } }),
    ];
    expect(buildInterestProfile(liked, { now: NOW })).toHaveLength(1);
    expect(buildInterestProfile(disliked, { now: NOW })).toHaveLength(0);
  });

  it('names the months of tracked ads across months and years', () => {
    const [two] = buildInterestProfile(
      [
        signal({ observedAt: at('2026-02-10T00:00:00Z') }),
        signal({ observedAt: at('2026-03-10T00:00:00Z') }),
      ],
      { now: NOW },
    );
    expect(words(two)[0]).toBe('2 LEGO ads tracked in February and March');
    const [span] = buildInterestProfile(
      [
        signal({ observedAt: at('2025-11-10T00:00:00Z') }),
        signal({ observedAt: at('2026-03-10T00:00:00Z') }),
      ],
      { now: NOW },
    );
    expect(words(span)[0]).toBe('2 LEGO ads tracked from November 2025 to March');
    const [one] = buildInterestProfile([signal({})], { now: NOW });
    expect(words(one)[0]).toBe('a LEGO ad tracked in March');
  });

  it('keeps evidence as data: its reason, parameters, count and dates, never words', () => {
    const [entry] = buildInterestProfile(
      [
        signal({ observedAt: at('2026-02-10T00:00:00Z') }),
        signal({ observedAt: at('2026-03-10T00:00:00Z'), reason: 'tracked_ad.category' }),
      ],
      { now: NOW },
    );
    expect(entry?.evidence).toEqual([
      {
        source: 'tracked_ad',
        reason: 'tracked_ad.mention',
        params: {},
        count: 2,
        first: '2026-02-10T00:00:00.000Z',
        at: '2026-03-10T00:00:00.000Z',
      },
    ]);
  });

  it('counts the same import item once per parameters: two topics are two pieces of evidence', () => {
    const topic = (text: string) =>
      signal({
        source: 'import',
        weight: 1.5,
        reason: 'import.topic',
        params: { platform: 'instagram', text },
      });
    const [entry] = buildInterestProfile([topic('Hiking'), topic('Hiking'), topic('Trail running')], {
      now: NOW,
    });
    expect(entry?.evidence.map((e) => [e.params.text, e.count])).toEqual([
      ['Hiking', 2],
      ['Trail running', 1],
    ]);
    expect(words(entry)).toEqual([
      'Instagram lists "Hiking" among their topics',
      'Instagram lists "Trail running" among their topics',
    ]);
  });

  it('finds the category of a free concept from its wording', () => {
    const [entry] = buildInterestProfile(
      [
        signal({
          concept: 'x:gadgets',
          label: 'Gadgets',
          categories: [],
          source: 'profile',
          weight: 3,
          reason: 'profile.interest',
        }),
      ],
      { now: NOW },
    );
    expect(entry?.categories).toEqual(['electronics']);
  });
});
