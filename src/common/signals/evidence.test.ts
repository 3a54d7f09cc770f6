import { describe, expect, it } from 'vitest';
import { type Evidence, evidenceSentence, evidenceText } from './evidence';

const NOW = new Date('2026-11-20T12:00:00Z');
const ev = (over: Partial<Evidence>): Evidence => ({
  source: 'questionnaire',
  reason: 'questionnaire.hobby',
  params: {},
  count: 1,
  first: '2026-11-02T00:00:00.000Z',
  at: '2026-11-02T00:00:00.000Z',
  ...over,
});

describe('evidence in words', () => {
  it('says where each kind of evidence came from, from its reason and parameters alone', () => {
    expect(evidenceText(ev({}), 'Hiking', NOW)).toBe('listed as a hobby');
    expect(evidenceText(ev({ reason: 'questionnaire.brand' }), 'LEGO', NOW)).toBe(
      'picked as a favourite brand',
    );
    expect(
      evidenceText(ev({ source: 'tracked_ad', reason: 'tracked_ad.mention', count: 3 }), 'LEGO', NOW),
    ).toBe('3 LEGO ads tracked in November');
    expect(
      evidenceText(
        ev({
          source: 'ad_insight',
          reason: 'ad_insight.interest',
          params: { wording: 'Interests: Fashion' },
        }),
        'Fashion',
        NOW,
      ),
    ).toBe('ad targeting: "Interests: Fashion"');
    expect(
      evidenceText(
        ev({
          source: 'import',
          reason: 'import.like',
          params: { platform: 'facebook', text: 'NatGeo', times: 4 },
        }),
        'Nature',
        NOW,
      ),
    ).toBe('liked NatGeo on Facebook (4 times)');
    expect(
      evidenceText(
        ev({
          source: 'import',
          reason: 'import.wishlist',
          params: { platform: 'instagram', text: 'Tent', from: 'REI' },
        }),
        'Camping',
        NOW,
      ),
    ).toBe('on their Instagram wishlist: "Tent" from REI');
    expect(evidenceText(ev({ source: 'browsing', reason: 'browsing.viewed' }), 'Books', NOW)).toBe(
      'looked at Books in GiftLens',
    );
  });

  it('keeps what others did about gifts in neutral words', () => {
    expect(
      evidenceText(
        ev({ source: 'gift_feedback', reason: 'gift_feedback.purchased', count: 2 }),
        'Hiking',
        NOW,
      ),
    ).toBe('feedback on a gift idea (2 times)');
  });

  it('shortens long words from an export and an advertiser', () => {
    const text = evidenceText(
      ev({
        source: 'import',
        reason: 'import.topic',
        params: { platform: 'instagram', text: 'x'.repeat(100) },
      }),
      'X',
      NOW,
    );
    expect(text).toBe(`Instagram lists "${'x'.repeat(59)}…" among their topics`);
  });

  it('makes a sentence about the member for explanations', () => {
    expect(evidenceSentence('Mia', 'LEGO', ev({ reason: 'questionnaire.brand' }), NOW)).toBe(
      'Mia picked LEGO as a favourite brand',
    );
    expect(
      evidenceSentence(
        'Mia',
        'LEGO',
        ev({ source: 'tracked_ad', reason: 'tracked_ad.mention', count: 3 }),
        NOW,
      ),
    ).toBe('the family tracked 3 LEGO ads in November for Mia');
    expect(
      evidenceSentence(
        'Mia',
        'Nature',
        ev({ source: 'import', reason: 'import.topic', params: { platform: 'instagram', text: 'Nature' } }),
        NOW,
      ),
    ).toBe(`Mia's profile shows Nature (Instagram lists "Nature" among their topics)`);
  });
});

describe('evidence from the family calendar', () => {
  const at = '2026-11-27T00:00:00Z';
  const of = (reason: 'occasion.anniversary' | 'occasion.birthday' | 'occasion.custom', params: object) => ({
    source: 'occasion' as const,
    reason,
    params,
    count: 1,
    first: at,
    at,
  });
  it('says which date on the calendar an interest comes from', () => {
    expect(evidenceText(of('occasion.anniversary', { text: 'Wedding anniversary' }), 'Couples')).toBe(
      '"Wedding anniversary" on the family calendar',
    );
    expect(evidenceText(of('occasion.anniversary', {}), 'Couples')).toBe(
      'an anniversary on the family calendar',
    );
    // No age: the evidence is read by whoever sees the member, the age only by some.
    expect(evidenceText(of('occasion.birthday', {}), 'Milestone birthday')).toBe(
      'a milestone birthday coming up',
    );
    expect(evidenceText(of('occasion.custom', { text: 'Graduation' }), 'Graduation')).toBe(
      '"Graduation" on the family calendar',
    );
  });
});
