import { describe, expect, it } from 'vitest';
import { attentionText, centsFromDollars, formatBudget, isoToday } from './exchange-text';
import { testExchange } from './test-fixtures';

describe('exchange text', () => {
  it('turns typed dollars into whole cents, and nothing typed into null', () => {
    expect(centsFromDollars('25')).toBe(2500);
    expect(centsFromDollars(12.5)).toBe(1250);
    // Binary fractions do not leave a stray cent.
    expect(centsFromDollars(19.99)).toBe(1999);
    expect(centsFromDollars('')).toBeNull();
    expect(centsFromDollars('abc')).toBeNull();
  });

  it('writes a whole budget without cents, and says when there is none', () => {
    expect(formatBudget(2500, 'en-US')).toBe('$25');
    expect(formatBudget(1250, 'en-US')).toBe('$12.50');
    expect(formatBudget(0, 'en-US')).toBe('No budget set');
  });

  it("gives the viewer's own calendar day", () => {
    expect(isoToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('says why an exchange needs its owner, and what the owner or anyone else can do', () => {
    const two = testExchange({ attention: 'too_few', participants: testExchange().participants.slice(0, 2) });
    expect(attentionText(two, true)?.body).toContain('between two, the draw is no longer a secret');
    expect(attentionText(two, true)?.body).toContain('You can end the exchange');
    expect(attentionText(two, false)?.body).toContain('The family owner can end it.');
    const one = testExchange({ attention: 'too_few', participants: testExchange().participants.slice(0, 1) });
    expect(attentionText(one, false)?.body).toContain('there is nobody to give to');
    expect(attentionText(testExchange({ attention: 'unmatched' }), true)?.title).toBe(
      'Someone has nobody to give to',
    );
    expect(attentionText(testExchange(), true)).toBeNull();
  });
});
