import { describe, expect, it } from 'vitest';
import { baseNameOf, fileKindByName, isAllowListedEntry } from './files';
import { signalsFromImportItems } from './import-signals';
import type { ExtractedItem } from './items';
import { emptyInsights, mergeInsights } from './summary';

const item = (
  kind: ExtractedItem['kind'],
  text: string,
  extra: Partial<ExtractedItem> = {},
): ExtractedItem => ({
  kind,
  text,
  count: 1,
  ...extra,
});

describe('export file names', () => {
  it('match by base name across folders, both apostrophe spellings and part numbers', () => {
    expect(baseNameOf("ads_information/advertisers_you've_interacted_with.json")).toBe(
      'advertisers_you_ve_interacted_with',
    );
    expect(fileKindByName('your_instagram_activity/likes/liked_posts_2.json')).toBe('likes');
    expect(fileKindByName('preferences/your_topics/your_topics.html')).toBe('topics');
    expect(fileKindByName('ads_and_businesses/your_topics.json')).toBe('topics');
  });

  it('let only allow-listed JSON and HTML files out of a zip: never messages or media', () => {
    expect(isAllowListedEntry('ads_information/ads_and_topics/ads_viewed.json')).toBe(true);
    expect(isAllowListedEntry('your_instagram_activity/messages/inbox/anna_123/message_1.json')).toBe(false);
    expect(isAllowListedEntry('media/posts/202401/photo.jpg')).toBe(false);
    expect(isAllowListedEntry('preferences/your_topics/no-data.txt')).toBe(false);
  });
});

describe('signals from an import', () => {
  it('maps Meta wording through the vocabulary and keeps unknown topics as their own concepts', () => {
    const signals = signalsFromImportItems(
      [
        item('topic', 'Outdoor recreation'),
        item('topic', 'Cafés & Bakeries'),
        item('topic', 'Kite surfing lessons'),
      ],
      'instagram',
    );
    expect(signals.map((s) => s.concept.key)).toEqual(['outdoors', 'baking', 'x:kite-surfing-lessons']);
    expect(signals[0]?.reason).toBe('import.topic');
    expect(signals[0]?.params).toEqual({ platform: 'instagram', text: 'Outdoor recreation' });
  });

  it('weights a wishlist item over an ad seen once, and makes "not interested" negative', () => {
    const signals = signalsFromImportItems(
      [
        item('ad_viewed', 'lego'),
        item('wishlist', 'LEGO Technic car', { detail: 'LEGO' }),
        item('not_interested', 'golf'),
      ],
      'instagram',
    );
    expect(signals.map((s) => [s.concept.key, s.reason])).toEqual([
      ['lego', 'import.wishlist'],
      ['cars', 'import.wishlist'],
      ['golf', 'import.not_interested'],
      ['lego', 'import.ad_viewed'],
    ]);
  });

  it('turns a handle into a concept only when it names a known one, never a friend', () => {
    const signals = signalsFromImportItems(
      [item('like', 'patagonia_official'), item('like', 'anna.k_92')],
      'facebook',
    );
    expect(signals.map((s) => s.concept.key)).toEqual(['patagonia']);
  });

  it('dates each signal when the export says it happened', () => {
    const [signal] = signalsFromImportItems(
      [item('search', 'chess', { time: Date.UTC(2024, 0, 5) })],
      'instagram',
    );
    expect(signal?.observedAt?.toISOString()).toBe('2024-01-05T00:00:00.000Z');
  });
});

describe('the import summary', () => {
  it('folds files into interests, behaviours, advertisers and refusals, strongest first, without duplicates', () => {
    let insights = mergeInsights(emptyInsights(), {
      kind: 'topics',
      format: 'json',
      items: [item('topic', 'Hiking'), item('topic', 'Board games')],
    });
    insights = mergeInsights(insights, {
      kind: 'wishlist',
      format: 'html',
      items: [
        item('wishlist', 'Camping stove'),
        item('behaviour', 'Birthday in May'),
        item('advertiser', 'LEGO'),
      ],
    });
    insights = mergeInsights(insights, {
      kind: 'not_interested',
      format: 'json',
      items: [item('not_interested', 'golf')],
    });
    expect(insights.interests).toEqual(['Camping stove', 'Hiking', 'Board games']);
    expect(insights.behaviors).toEqual(['Birthday in May']);
    expect(insights.advertisers).toEqual(['LEGO']);
    expect(insights.notInterested).toEqual(['golf']);
    expect(insights.files.map((f) => f.kind)).toEqual(['topics', 'wishlist', 'not_interested']);
    expect(insights.counts).toEqual({
      topic: 2,
      wishlist: 1,
      behaviour: 1,
      advertiser: 1,
      not_interested: 1,
    });
  });
});

describe('the automation tools', () => {
  it('round-trips an ad copied by the bookmarklet, and ignores text in any other format', async () => {
    const { formatCopiedAd, parseCopiedAd } = await import('./automation');
    const text = formatCopiedAd({ advertiser: 'LEGO', reasons: ['Interests: Building toys', 'Age: 25-44'] });
    expect(parseCopiedAd(text)).toEqual({
      advertiser: 'LEGO',
      reasons: ['Interests: Building toys', 'Age: 25-44'],
    });
    expect(parseCopiedAd('Advertiser: LEGO')).toBeNull();
  });

  it('reads reasons copied by hand as one per line, leaving out blank lines, bullets and repeats', async () => {
    const { formatCopiedAd, parsePastedAd } = await import('./automation');
    const text = 'Interests: Building toys\r\n\n  • Age: 25-44  \nInterests: Building toys\n';
    expect(parsePastedAd(text)).toEqual({
      advertiser: null,
      reasons: ['Interests: Building toys', 'Age: 25-44'],
    });
    expect(parsePastedAd(' \n\n')).toBeNull();
    expect(parsePastedAd(formatCopiedAd({ advertiser: 'LEGO', reasons: ['Age: 25-44'] }))).toEqual({
      advertiser: 'LEGO',
      reasons: ['Age: 25-44'],
    });
  });

  it('writes organizer scripts that name every file GiftLens reads and nothing else', async () => {
    const { organizerShellScript, organizerPowerShellScript } = await import('./automation');
    expect(organizerShellScript()).toContain("-iname 'ads_viewed*.json'");
    expect(organizerShellScript()).toContain("-iname 'advertisers_you?ve_interacted_with*.json'");
    expect(organizerShellScript()).not.toContain('message');
    expect(organizerPowerShellScript()).toContain("'your_topics*'");
  });
});
