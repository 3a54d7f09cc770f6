import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { FamilyMember } from '#common/members';
import { SectionCard } from '../../../../components/section-card';
import { memberInterests } from '../member-profile-sections';

export function Stat({ label, value }: { label: string; value: string }) {
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

/** Activity Summary: counts the page's other cards show in full. */
export function MemberSummaryCard({ member }: { member: FamilyMember }) {
  const interestCount = member.hiddenFields.includes('interests') ? null : memberInterests(member).length;
  return (
    <SectionCard title="Activity Summary">
      <SimpleGrid cols={3}>
        <Stat label="Ads tracked" value="0" />
        <Stat label="Gift ideas" value="0" />
        <Stat label="Interests" value={interestCount === null ? '—' : String(interestCount)} />
      </SimpleGrid>
    </SectionCard>
  );
}
