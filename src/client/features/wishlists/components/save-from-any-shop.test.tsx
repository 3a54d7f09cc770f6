import { describe, expect, it, vi } from 'vitest';
import { bookmarkletCode } from './save-from-any-shop';

describe('the Save from any shop bookmarklet', () => {
  it("opens GiftLens's share page with the shop page's address and title, escaped", () => {
    const code = bookmarkletCode('https://giftlens.example');
    expect(code.startsWith('javascript:')).toBe(true);
    const open = vi.fn();
    const run = new Function('window', 'location', 'document', code.slice('javascript:'.length));
    run({ open }, { href: 'https://shop.example/p/1?colour=red&size=m' }, { title: 'Wool hat & "scarf"' });
    expect(open).toHaveBeenCalledWith(
      'https://giftlens.example/share?url=https%3A%2F%2Fshop.example%2Fp%2F1%3Fcolour%3Dred%26size%3Dm&title=Wool%20hat%20%26%20%22scarf%22',
      '_blank',
      'noopener',
    );
  });
});
