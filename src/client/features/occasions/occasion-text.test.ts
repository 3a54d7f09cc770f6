import { describe, expect, it } from 'vitest';
import { OCCASION_LIMITS } from '#common/occasions';
import { COMING_UP_DAYS, YEAR_DAYS } from './api/upcoming';
import { formatDay, formatMonth, planText, turningText, whenText } from './occasion-text';

describe('what the first page load keeps without the schemas', () => {
  it('lists as many days as the contract gives the dashboard and the year view', () => {
    expect(COMING_UP_DAYS).toBe(OCCASION_LIMITS.comingUpDays);
    expect(YEAR_DAYS).toBe(OCCASION_LIMITS.maxDays);
  });
});

describe('how soon, when and what is planned', () => {
  it('says today, tomorrow, or in how many days', () => {
    expect([0, 1, 2, 45].map(whenText)).toEqual(['today', 'tomorrow', 'in 2 days', 'in 45 days']);
  });

  it("shows a calendar day in the user's language, whatever their time zone", () => {
    expect(formatDay('2026-12-12', 'en-GB')).toBe('Sat 12 Dec');
    expect(formatDay('2026-12-12', 'en-US')).toBe('Sat, Dec 12');
    expect(formatMonth('2026-12', 'en-GB')).toBe('December 2026');
  });

  it('says the age a birthday turns and the years of anything else', () => {
    expect(turningText('birthday', 41)).toBe('turning 41');
    expect(turningText('anniversary', 1)).toBe('1 year');
    expect(turningText('custom', 10)).toBe('10 years');
    expect(turningText('birthday', undefined)).toBeNull();
  });

  it('sums up the plan in ideas, considered and bought', () => {
    expect(planText({ ideas: 2, considered: 0, purchased: 1 })).toBe('2 ideas · 1 bought');
    expect(planText({ ideas: 1, considered: 1, purchased: 0 })).toBe('1 idea · 1 considering');
    expect(planText({ ideas: 0, considered: 0, purchased: 0 })).toBe('No ideas yet');
  });
});
