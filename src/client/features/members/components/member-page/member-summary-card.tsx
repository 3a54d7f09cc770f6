import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FamilyMember } from '#common/members';
import { SectionCard } from '../../../../components/section-card';
import { memberInterests } from '../member-profile-sections';

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={800} fz="xl">
        {value}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * Activity Summary: counts the page's other cards show in full. Features that count something
 * about the member pass their count in (the page composes them).
 */
export function MemberSummaryCard({
  member,
  adsTracked,
  giftIdeas,
  interests,
}: {
  member: FamilyMember;
  adsTracked?: ReactNode;
  giftIdeas?: ReactNode;
  interests?: ReactNode;
}) {
  const interestCount = member.hiddenFields.includes('interests') ? null : memberInterests(member).length;
  return (
    <SectionCard title="Activity Summary">
      <SimpleGrid cols={3}>
        <Stat label="Ads tracked" value={adsTracked ?? '0'} />
        <Stat label="Gift ideas" value={giftIdeas ?? '0'} />
        <Stat label="Interests" value={interests ?? (interestCount === null ? '—' : String(interestCount))} />
      </SimpleGrid>
    </SectionCard>
  );
}
