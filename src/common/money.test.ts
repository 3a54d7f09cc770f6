import { describe, expect, it } from 'vitest';
import { amountOf, centsFrom, currencyForLocale, currencyOptions, formatDollars, formatMoney } from './money';

describe('money', () => {
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

  it('writes a currency code the runtime does not know beside the plain amount', () => {
    expect(formatMoney(1250, 'NOT-A-CODE', 'en-US')).toBe('12.50 NOT-A-CODE');
  });

  it('writes whole dollars without cents, and cents when there are some', () => {
    expect(formatDollars(2500, 'en-US')).toBe('$25');
    expect(formatDollars(1250, 'en-US')).toBe('$12.50');
    expect(formatDollars(10_000_000, 'en-US')).toBe('$100,000');
  });

  it('turns a typed amount into whole cents, and nothing into null', () => {
    expect(centsFrom('12.5')).toBe(1250);
    expect(centsFrom(0.29)).toBe(29);
    expect(centsFrom('')).toBeNull();
    expect(centsFrom('abc')).toBeNull();
  });

  it('turns typed dollars into whole cents, and nothing typed into null', () => {
    expect(centsFrom('25')).toBe(2500);
    expect(centsFrom(12.5)).toBe(1250);
    // Binary fractions do not leave a stray cent.
    expect(centsFrom(19.99)).toBe(1999);
    expect(centsFrom('')).toBeNull();
    expect(centsFrom('abc')).toBeNull();
  });

  it('gives a form the amount of stored cents, and nothing for no price', () => {
    expect(amountOf(1250)).toBe(12.5);
    expect(amountOf(0)).toBe(0);
    expect(amountOf(null)).toBe('');
    expect(amountOf(undefined)).toBe('');
  });

  it('offers every currency by code and name, keeping one the browser does not know', () => {
    const options = currencyOptions('en', 'XYZ');
    expect(options.find((o) => o.value === 'EUR')?.label).toBe('EUR — Euro');
    expect(options.some((o) => o.value === 'XYZ')).toBe(true);
  });
});
