import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { profileCompleteness } from '#common/member-rules';
import type { FamilyMember, MemberProfileInput } from '#common/members';
import { useCurrentFamily } from '../../../lib/current-family';
import { toast } from '../../../lib/toast';
import { useUpdateMemberProfile } from '../api/change-members';
import { familyMembersQuery } from '../api/get-members';

const SECTIONS = [
  'lifestyle',
  'shoppingPreferences',
  'personalityProfile',
  'goals',
  'socialMediaActivity',
] as const;

/** The answers of one of the user's own records, as a profile change for another record. */
export function answersOf(source: FamilyMember): MemberProfileInput {
  const input: MemberProfileInput = {};
  if (source.gender) input.gender = source.gender as MemberProfileInput['gender'];
  for (const section of SECTIONS) {
    const value = source[section];
    if (value) Object.assign(input, { [section]: value });
  }
  return input;
}

/**
 * In a second family, the user's own record starts empty: rather than the questionnaire
 * again, their answers from another family (the most complete one) are offered to copy.
 */
export function CopyAnswersOffer({ member }: { member: FamilyMember }) {
  const { families, currentFamily } = useCurrentFamily();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(false);
  const others = families.filter((f) => f.id !== currentFamily?.id);
  const lists = useQueries({
    queries: others.map((f) => ({ ...familyMembersQuery(f.id), enabled: member.isSelf })),
  });
  const save = useUpdateMemberProfile(currentFamily?.id ?? 0);

  const own = member.isSelf ? profileCompleteness(member) : 100;
  let best: { source: FamilyMember; familyName: string; score: number } | null = null;
  lists.forEach((list, i) => {
    const source = list.data?.find((m) => m.isSelf);
    const family = others[i];
    if (!source || !family) return;
    const score = profileCompleteness(source);
    if (score > own && (!best || score > best.score)) best = { source, familyName: family.name, score };
  });
  const offer = best as { source: FamilyMember; familyName: string; score: number } | null;
  if (!offer || dismissed || !currentFamily) return null;

  const copy = () =>
    save.mutate(
      { id: member.id, input: answersOf(offer.source) },
      {
        onSuccess: () => {
          toast(
            'Answers copied',
            `Your profile in ${currentFamily.name} now has your answers from ${offer.familyName}.`,
          );
          navigate('/family-profiles');
        },
      },
    );

  return (
    <Alert
      color="violet"
      title="You have answered these questions before"
      icon={<IconCopy size={18} aria-hidden />}
    >
      <Text size="sm">
        Your profile in {offer.familyName} is {offer.score}% complete. Copy those answers to your profile in{' '}
        {currentFamily.name} instead of answering again? You can change them afterwards.
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={copy} loading={save.isPending}>
          Copy my answers from {offer.familyName}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setDismissed(true)}>
          Answer again
        </Button>
      </Group>
    </Alert>
  );
}
