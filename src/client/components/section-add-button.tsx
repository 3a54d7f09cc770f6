import { Button } from '@mantine/core';
import { IconPlus, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

export interface SectionActionProps {
  icon: TablerIcon;
  children: ReactNode;
  /** What it does; or `to`, where it leads. */
  onClick?: () => void;
  to?: To;
  /** 'compact-sm' (the default) beside a card's title; 'xs' in a card's rows. */
  size?: 'compact-sm' | 'xs';
  /** A 44 px target on phones (global.css), the default; false keeps the button's own size there. */
  tapTarget?: boolean;
}

/** A card's own next step ("Edit Profile", "Generate", "Track Ad"): a light button with its icon. */
export function SectionActionButton({
  icon: Icon,
  children,
  onClick,
  to,
  size = 'compact-sm',
  tapTarget = true,
}: SectionActionProps) {
  const look = {
    size,
    variant: 'light',
    className: tapTarget ? 'tap-target' : undefined,
    leftSection: <Icon size={14} aria-hidden />,
  } as const;
  return to ? (
    <Button component={Link} to={to} {...look}>
      {children}
    </Button>
  ) : (
    <Button onClick={onClick} {...look}>
      {children}
    </Button>
  );
}

/** "Add occasion", "Add item": a `SectionCard`'s `action` that adds one more of what it lists. */
export function SectionAddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <SectionActionButton icon={IconPlus} onClick={onClick}>
      {children}
    </SectionActionButton>
  );
}
