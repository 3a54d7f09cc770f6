import { Badge, Group, Text } from '@mantine/core';
import type { FamilyMember } from '#common/members';
import { SectionCard } from '../../../components/section-card';
import { placeholderFor } from '../privacy-texts';

/** Interests and hobbies together, once each: what the member page lists and counts. */
export function memberInterests(member: FamilyMember): string[] {
  return [...new Set([...(member.interests ?? []), ...(member.lifestyle?.hobbies ?? [])])];
}

/** Interests and hobbies on the member page, or the placeholder when they are kept private. */
export function InterestsSection({ member }: { member: FamilyMember }) {
  const hidden = member.hiddenFields.includes('interests');
  const items = memberInterests(member);
  return (
    <SectionCard title="Interests">
      {hidden ? (
        <Text size="sm" c="dimmed" fs="italic">
          {placeholderFor('interests')}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No interests added yet.
        </Text>
      ) : (
        <Group gap={6}>
          {items.map((item) => (
            <Badge key={item} variant="light" tt="none" fw={500}>
              {item}
            </Badge>
          ))}
        </Group>
      )}
    </SectionCard>
  );
}
