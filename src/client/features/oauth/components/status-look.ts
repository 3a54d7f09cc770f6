import type { CheckStatus, Overall, Severity } from '#common/oauth-diagnostics';

/** How each state looks: one colour and word per value, everywhere on the dashboard. */
export const OVERALL: Record<Overall | 'offline', { color: string; label: string }> = {
  healthy: { color: 'teal', label: 'Healthy' },
  issues: { color: 'yellow', label: 'Issues' },
  critical: { color: 'red', label: 'Critical' },
  offline: { color: 'red', label: 'OFFLINE' },
};

export const STATUS: Record<CheckStatus, { color: string; label: string }> = {
  pass: { color: 'teal', label: 'Pass' },
  warning: { color: 'yellow', label: 'Warning' },
  fail: { color: 'red', label: 'Fail' },
};

export const SEVERITY: Record<Severity, string> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'gray',
};
