import { describe, expect, it } from 'vitest';
import { attentionText, formatBudget, isoToday } from './exchange-text';
import { testExchange } from './test-fixtures';

describe('exchange text', () => {
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
