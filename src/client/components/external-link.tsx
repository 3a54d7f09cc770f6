import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A link to another site (a shop's page): opened in a new tab, without telling that site where
 * the reader came from, marked with an icon and said aloud as "(opens in a new tab)".
 */
export function ExternalLink({
  href,
  children,
  style,
  ...props
}: AnchorProps & { href: string; children: ReactNode; style?: CSSProperties }) {
  return (
    <Anchor
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="tap-target"
      style={{ overflowWrap: 'anywhere', justifyContent: 'flex-start', ...style }}
    >
      {children}
      <IconExternalLink size={12} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
