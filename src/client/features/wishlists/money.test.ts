import { describe, expect, it } from 'vitest';
import { centsFrom, currencyForLocale, currencyOptions, formatMoney } from './money';

describe('wishlist money', () => {
  it("takes a new price's currency from the reader's language and region", () => {
    expect(currencyForLocale('en-US')).toBe('USD');
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('de-AT')).toBe('EUR');
    expect(currencyForLocale('ja')).toBe('JPY');
    expect(currencyForLocale('xx-invalid-tag-!')).toBe('USD');
  });

  it("writes cents in the reader's language with the item's currency", () => {
    expect(formatMoney(4999, 'USD', 'en-US')).toBe('$49.99');
    expect(formatMoney(4999, 'EUR', 'de-DE')).toBe('49,99\u00a0€');
    expect(formatMoney(1250, null, 'en-US')).toBe('12.50');
  });

  it('turns a typed amount into whole cents, and nothing into null', () => {
    expect(centsFrom('12.5')).toBe(1250);
    expect(centsFrom(0.29)).toBe(29);
    expect(centsFrom('')).toBeNull();
    expect(centsFrom('abc')).toBeNull();
  });

  it('offers every currency by code and name, keeping one the browser does not know', () => {
    const options = currencyOptions('en', 'XYZ');
    expect(options.find((o) => o.value === 'EUR')?.label).toBe('EUR — Euro');
    expect(options.some((o) => o.value === 'XYZ')).toBe(true);
  });
});
