import { Button, Stack } from '@mantine/core';
import { IconDownload, IconGift, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { FamilyMember } from '#common/members';
import { SectionCard } from '../../../../components/section-card';

/** Next steps for a member: import their data, or get and see gift ideas. */
export function MemberQuickActions({ member }: { member: FamilyMember }) {
  return (
    <SectionCard title="Quick Actions">
      <Stack gap="xs">
        <Button
          variant="light"
          component={Link}
          to={`?import=social&importMember=${member.id}`}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Import social media data
        </Button>
        <Button
          variant="light"
          component={Link}
          to={`/gift-ideas?member=${member.id}&generate=1`}
          leftSection={<IconSparkles size={16} aria-hidden />}
        >
          Generate AI gift ideas
        </Button>
        <Button
          variant="subtle"
          component={Link}
          to={`/gift-ideas?member=${member.id}`}
          leftSection={<IconGift size={16} aria-hidden />}
        >
          View gift ideas
        </Button>
      </Stack>
    </SectionCard>
  );
}
