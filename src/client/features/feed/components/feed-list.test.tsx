import { describe, expect, it } from 'vitest';
import type { FeedAd } from '#common/feed/schemas';
import { mixFeed, withSponsoredSlots } from './feed-list';

const ad = (id: number) => ({ id }) as FeedAd;
const gift = (key: string) => ({ key, title: key, node: null });
const shape = (items: ReturnType<typeof mixFeed>) =>
  items.map((i) => (i.kind === 'ad' ? `a${i.ad.id}` : `g${i.key}`));

describe('mixing the feed', () => {
  it('puts a gift idea after every second ad, and the rest at the end once every page is loaded', () => {
    const items = mixFeed([ad(1), ad(2), ad(3), ad(4), ad(5)], [gift('x'), gift('y'), gift('z')], true);
    expect(shape(items)).toEqual(['a1', 'a2', 'gx', 'a3', 'a4', 'gy', 'a5', 'gz']);
  });

  it('holds leftover gift ideas back while more ads may load, so nothing jumps', () => {
    const items = mixFeed([ad(1), ad(2), ad(3)], [gift('x'), gift('y')], false);
    expect(shape(items)).toEqual(['a1', 'a2', 'gx', 'a3']);
  });

  it('adds a sponsored slot after every third item, ads and gifts alike', () => {
    const rows = withSponsoredSlots(mixFeed([ad(1), ad(2), ad(3), ad(4)], [gift('x')], true));
    expect(rows.map((r) => r.kind)).toEqual(['ad', 'ad', 'gift', 'sponsored', 'ad', 'ad']);
  });
});
