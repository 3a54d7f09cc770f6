import type { CSSProperties } from 'react';

/**
 * Mantine's Badge keeps to one line and cuts the rest ("Interests: Fashion, Be…"). With these
 * `styles` a long badge wraps instead, so a phone shows the whole reason; a short one looks the
 * same as before (one line, the badge's own height). `label` adds to the label's style.
 */
export function wrappingBadge(label: CSSProperties = {}) {
  return {
    root: { height: 'auto', maxWidth: '100%', whiteSpace: 'normal' },
    label: {
      whiteSpace: 'normal',
      overflow: 'visible',
      textOverflow: 'clip',
      overflowWrap: 'anywhere',
      ...label,
    },
  } satisfies Record<'root' | 'label', CSSProperties>;
}
