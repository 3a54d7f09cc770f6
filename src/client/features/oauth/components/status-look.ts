import type { CSSProperties } from 'react';
import type { CheckStatus, Overall, Severity } from '#common/oauth-diagnostics';
import classes from './tone.module.css';

/**
 * A light badge whose words meet WCAG contrast in both colour schemes (Mantine's light
 * variant writes yellow, teal or red on their own tint, too faint to read).
 */
export function toned(color: string) {
  return {
    variant: 'light' as const,
    color,
    classNames: { root: classes.toneRoot, label: classes.tone },
    style: {
      // Shade 9 darkened further: yellow-9 on yellow-0 is under 3:1 (axe caught it); this is 5.9:1.
      '--tone-light': `color-mix(in srgb, var(--mantine-color-${color}-9) 65%, black)`,
      '--tone-bg-light': `var(--mantine-color-${color}-0)`,
      '--tone-dark': `var(--mantine-color-${color}-2)`,
    } as CSSProperties,
  };
}

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
