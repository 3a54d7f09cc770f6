import { describe, expect, it } from 'vitest';
import { resolveAdSlot } from './banner-ads';

describe('which AdSense slot an ad uses', () => {
  const slots = { default: '111', feed: '222', broken: 'auto' };
  it('prefers a custom numeric id, then the named slot, then default', () => {
    expect(resolveAdSlot(slots, { custom: '999', name: 'feed' })).toBe('999');
    expect(resolveAdSlot(slots, { name: 'feed' })).toBe('222');
    expect(resolveAdSlot(slots, { name: 'member-page' })).toBe('111');
  });
  it("never uses 'auto' or anything but digits, and gives null when nothing resolves", () => {
    expect(resolveAdSlot(slots, { custom: 'auto', name: 'broken' })).toBe('111');
    expect(resolveAdSlot({ default: 'auto' }, { name: 'feed' })).toBeNull();
    expect(resolveAdSlot({}, {})).toBeNull();
  });
});
