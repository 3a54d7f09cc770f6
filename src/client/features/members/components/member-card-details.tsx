import { Stack, Text } from '@mantine/core';
import type { FamilyMember, HiddenMemberField } from '#common/members';
import { ChipList } from '../../../components/chip-list';
import { placeholderFor } from '../privacy-texts';

export const CARD_LIMITS = { hobbies: 4, categories: 3, focus: 2 } as const;

function Private({ field }: { field: HiddenMemberField }) {
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {placeholderFor(field)}
    </Text>
  );
}

function Chips({
  label,
  items,
  limit,
  color,
}: {
  label: string;
  items: string[];
  limit: number;
  color?: string;
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <ChipList items={items} limit={limit} badge={{ color, fw: 500 }} />
    </Stack>
  );
}

/** Interests, shopping interests and current focus, truncated, with placeholders. */
export function MemberCardDetails({ member }: { member: FamilyMember }) {
  const hidden = new Set(member.hiddenFields);
  const hobbies = member.lifestyle?.hobbies ?? [];
  const interests = [...(member.interests ?? []), ...hobbies.filter((h) => !member.interests?.includes(h))];
  const categories =
    member.shoppingPreferences?.favoriteCategories ?? member.shoppingPreferences?.categories ?? [];
  const focus = member.goals?.currentFocus ?? member.goals?.currentFocuses ?? [];
  const nothing = interests.length + categories.length + focus.length === 0;

  return (
    <Stack gap="xs">
      {hidden.has('interests') ? (
        <Private field="interests" />
      ) : (
        <Chips label="Interests" items={interests} limit={CARD_LIMITS.hobbies} />
      )}
      {hidden.has('shoppingPreferences') ? (
        <Private field="shoppingPreferences" />
      ) : (
        <Chips label="Shopping interests" items={categories} limit={CARD_LIMITS.categories} color="pink" />
      )}
      {hidden.has('goals') ? (
        <Private field="goals" />
      ) : (
        <Chips label="Current focus" items={focus} limit={CARD_LIMITS.focus} color="teal" />
      )}
      {nothing && !hidden.has('interests') && !hidden.has('shoppingPreferences') && !hidden.has('goals') && (
        <Text size="sm" c="dimmed">
          No interests added yet.
        </Text>
      )}
    </Stack>
  );
}
