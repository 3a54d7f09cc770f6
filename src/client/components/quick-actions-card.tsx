import { Button, Stack } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from './section-card';

export interface QuickAction {
  to: string;
  label: string;
  icon: TablerIcon;
  /** 'light' (the default); 'subtle' for a quieter last one. */
  variant?: 'light' | 'subtle';
}

/** "Quick Actions": a card of links to the next steps, one full-width button each. */
export function QuickActionsCard({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <SectionCard title="Quick Actions">
      <Stack gap="xs">
        {actions.map(({ to, label, icon: Icon, variant = 'light' }) => (
          <Button
            key={to}
            variant={variant}
            component={Link}
            to={to}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </SectionCard>
  );
}
