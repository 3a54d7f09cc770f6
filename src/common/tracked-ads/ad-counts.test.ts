import { describe, expect, it } from 'vitest';
import { adCountKeys, lastWeeks, weekKey, weekStart } from './ad-counts';

describe('the counters an ad adds to', () => {
  it('counts a quick ad by category, platform and week', () => {
    expect(
      adCountKeys({
        categoryId: 7,
        platform: null,
        advertiser: null,
        createdAt: new Date('2026-03-15T23:00:00Z'),
        metadata: null,
      }),
    ).toEqual([
      { dimension: 'category', key: '7', label: null },
      { dimension: 'platform', key: '', label: null },
      { dimension: 'week', key: '2026-03-09', label: null },
    ]);
  });

  it('counts an insights ad by advertiser (whatever its case), behaviour and as an ad with insights', () => {
    const keys = adCountKeys({
      categoryId: 2,
      platform: 'facebook',
      advertiser: ' Zara ',
      createdAt: new Date('2026-03-16T00:00:00Z'),
      metadata: {
        targetingReasons: ['Retargeting campaign'],
        adInsights: { behaviors: ['Retargeted user', 'Website visitor'] },
      },
    });
    expect(keys.slice(2)).toEqual([
      { dimension: 'week', key: '2026-03-16', label: null },
      { dimension: 'advertiser', key: 'zara', label: 'Zara' },
      { dimension: 'behavior', key: 'Retargeted user', label: null },
      { dimension: 'behavior', key: 'Website visitor', label: null },
      { dimension: 'insights', key: '1', label: null },
    ]);
  });
});

describe('weeks', () => {
  it('start on Monday in UTC, the last one being this week', () => {
    expect(weekStart(new Date('2026-03-15T23:00:00Z')).toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(weekKey(new Date('2026-03-16T00:00:00Z'))).toBe('2026-03-16');
    expect(lastWeeks(new Date('2026-03-18T12:00:00Z'), 3)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
  });
});
