import { Checkbox, Input, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EXCHANGE_LIMITS } from '#common/gift-exchanges';
import type { FamilyMember } from '#common/members';
import { ChoiceCard } from '../../../components/choice-card';

/** Everyone taking part needs an account, to open their match. */
export const hasAccount = (m: FamilyMember) => m.userId !== null;

/** Who takes part: a card per member, those without an account shown but not choosable. */
export function ParticipantsField({
  id,
  members,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  members: FamilyMember[];
  value: string[];
  onChange: (value: string[]) => void;
  error: ReactNode;
  disabled: boolean;
}) {
  const withAccounts = members.filter(hasAccount).length;
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label="Participants"
      withAsterisk
      description={`${value.length} chosen. Everyone taking part needs an account, to open their match; at least ${EXCHANGE_LIMITS.minParticipants}.`}
      error={error}
    >
      {withAccounts < EXCHANGE_LIMITS.minParticipants && (
        <Text size="sm" c="dimmed" mt={4}>
          Only {withAccounts} of your family {withAccounts === 1 ? 'has' : 'have'} an account: invite more
          from Family Profiles.
        </Text>
      )}
      <Checkbox.Group value={value} onChange={onChange}>
        <SimpleGrid
          mt={6}
          cols={{ base: 1, xs: 2 }}
          spacing={6}
          verticalSpacing={6}
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
        >
          {members.map((m) => (
            <ChoiceCard
              key={m.id}
              value={String(m.id)}
              name={`${m.name}${m.isSelf ? ' (you)' : ''}`}
              detail={hasAccount(m) ? null : m.isChild ? 'Child, no account' : 'No account'}
              disabled={disabled || !hasAccount(m)}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Input.Wrapper>
  );
}
