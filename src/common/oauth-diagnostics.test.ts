import { describe, expect, it } from 'vitest';
import { overallOf } from './oauth-diagnostics';

describe('the overall OAuth health', () => {
  it('is critical when a critical check fails, issues for any other problem, healthy otherwise', () => {
    const pass = { status: 'pass', severity: 'critical' } as const;
    expect(overallOf([pass, pass])).toBe('healthy');
    expect(overallOf([pass, { status: 'warning', severity: 'critical' }])).toBe('issues');
    expect(overallOf([pass, { status: 'fail', severity: 'high' }])).toBe('issues');
    expect(
      overallOf([
        { status: 'fail', severity: 'critical' },
        { status: 'warning', severity: 'low' },
      ]),
    ).toBe('critical');
  });
});
