import { Group, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The logo goes home: the landing page for visitors, `to` (the signed-in home) otherwise. */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label="GiftLens home">
      <Group gap={6} wrap="nowrap">
        <IconGift size={26} color="var(--mantine-color-violet-6)" aria-hidden />
        <Text fw={800} size="lg" variant="gradient" gradient={{ from: 'violet.7', to: 'pink.6', deg: 90 }}>
          GiftLens
        </Text>
      </Group>
    </Link>
  );
}
