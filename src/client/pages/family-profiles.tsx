import {
  Alert,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowMerge, IconMailForward, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FamilyMember } from '#common/members';
import { PageLoader } from '../components/page-loader';
import { FamilyHeader } from '../features/families/components/family-header';
import { InviteMemberDialog } from '../features/invites/components/invite-member-dialog';
import { PendingInvites } from '../features/invites/components/pending-invites';
import { familyMembersQuery, mergeRequestsQuery } from '../features/members/api/get-members';
import { AddMemberDialog } from '../features/members/components/add-member-dialog';
import { CopyAnswersOffer } from '../features/members/components/copy-answers-offer';
import { FirstMemberPrompt } from '../features/members/components/first-member-prompt';
import { MemberCard } from '../features/members/components/member-card';
import { MemberDialogs, type OpenDialog } from '../features/members/components/member-dialogs';
import { likelyDuplicates, MergeMemberDialog } from '../features/members/components/merge-member-dialog';
import { MergeRequestsNotice } from '../features/members/components/merge-requests-notice';
import { filterMembers } from '../features/members/search';
import { upcomingOccasionsQuery, YEAR_DAYS } from '../features/occasions/api/upcoming';
import { useCurrentFamily } from '../lib/current-family';

export default function FamilyProfilesPage() {
  const { currentFamily, isLoading, isOwner } = useCurrentFamily();
  const familyId = currentFamily?.id ?? 0;
  const members = useQuery({ ...familyMembersQuery(familyId), enabled: Boolean(currentFamily) });
  const questions = useQuery({ ...mergeRequestsQuery(familyId), enabled: Boolean(currentFamily) });
  // Each card says how far off the member's birthday is (issue 36), from the family's year of occasions.
  const year = useQuery({ ...upcomingOccasionsQuery(familyId, YEAR_DAYS), enabled: Boolean(currentFamily) });
  const birthdays = new Map(
    (year.data ?? [])
      .filter((o) => o.kind === 'birthday' && o.familyMemberId !== null)
      .map((o) => [o.familyMemberId, o.daysAway] as const),
  );
  const [search, setSearch] = useState('');
  const [addOpened, addDialog] = useDisclosure(false);
  const [inviteOpened, inviteDialog] = useDisclosure(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [merging, setMerging] = useState<{ from: FamilyMember; into?: FamilyMember } | null>(null);
  const [invitingFor, setInvitingFor] = useState<FamilyMember | null>(null);

  // The route shows the welcome to a user without a family (app/require-family.tsx).
  if (isLoading || !currentFamily) return <PageLoader />;
  const shown = filterMembers(members.data ?? [], search);
  const ownRecord = members.data?.find((m) => m.isSelf);
  // Only the owner merges records, and only a record without an account goes.
  // A pair already asked about waits for its answer (MergeRequestsNotice) instead.
  const asked = new Set((questions.data ?? []).map((q) => q.from.id));
  const duplicates = isOwner ? likelyDuplicates(members.data ?? []).filter((p) => !asked.has(p.from.id)) : [];
  const mayMerge = (m: FamilyMember) => isOwner && m.userId === null && (members.data?.length ?? 0) > 1;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <FamilyHeader family={currentFamily} memberCount={members.data?.length} />
        <Group justify="space-between" gap="sm">
          <TextInput
            aria-label="Search family members"
            placeholder="Search by name or relationship"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: '1 1 240px', maxWidth: 420 }}
          />
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconMailForward size={16} aria-hidden />}
              onClick={inviteDialog.open}
            >
              Invite Member
            </Button>
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={addDialog.open}>
              Add Member
            </Button>
          </Group>
        </Group>

        {ownRecord && <CopyAnswersOffer member={ownRecord} />}

        <MergeRequestsNotice familyId={familyId} isOwner={isOwner} />

        {duplicates.map(({ from, into }) => (
          <Alert
            key={from.id}
            color="violet"
            variant="light"
            title={`Two records for ${into.name}?`}
            icon={<IconArrowMerge size={18} aria-hidden />}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                If they are the same person, merge them so everything GiftLens keeps about them is in one
                place.
              </Text>
              <Button className="tap-target" onClick={() => setMerging({ from, into })}>
                Merge records
              </Button>
            </Stack>
          </Alert>
        ))}

        <Stack gap="sm" component="section" aria-labelledby="members-heading">
          <Title id="members-heading" order={2} size="h4">
            Family Members
          </Title>
          {members.isLoading && (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {[1, 2, 3].map((i) => (
                <Skeleton key={i} h={220} radius="md" />
              ))}
            </SimpleGrid>
          )}
          {members.error && <Alert color="red">{members.error.message}</Alert>}
          {members.data && shown.length === 0 && (
            <Text c="dimmed">
              {search.trim() ? `No family members match “${search.trim()}”.` : 'No family members yet.'}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {shown.map((member) => (
              <MemberCard
                key={member.id}
                member={member}
                birthdayInDays={birthdays.get(member.id) ?? null}
                onAction={(action) => setDialog({ action, member })}
                onMerge={mayMerge(member) ? () => setMerging({ from: member }) : undefined}
                onInvite={
                  member.userId === null && !member.isChild && member.canEdit
                    ? () => setInvitingFor(member)
                    : undefined
                }
              />
            ))}
          </SimpleGrid>
          {members.data && members.data.length <= 1 && !search.trim() && (
            <FirstMemberPrompt onAdd={addDialog.open} onInvite={inviteDialog.open} />
          )}
        </Stack>

        <PendingInvites
          familyId={familyId}
          // With the first-member prompt on screen, its Invite Member is the one next step.
          onInvite={members.data && members.data.length > 1 ? inviteDialog.open : undefined}
        />
      </Stack>

      <AddMemberDialog opened={addOpened} onClose={addDialog.close} familyId={familyId} />
      <InviteMemberDialog opened={inviteOpened} onClose={inviteDialog.close} family={currentFamily} />
      {invitingFor && (
        <InviteMemberDialog
          key={invitingFor.id}
          opened
          onClose={() => setInvitingFor(null)}
          family={currentFamily}
          member={invitingFor}
        />
      )}
      <MemberDialogs open={dialog} onClose={() => setDialog(null)} familyId={familyId} />
      {merging && (
        <MergeMemberDialog
          opened
          onClose={() => setMerging(null)}
          familyId={familyId}
          member={merging.from}
          suggested={merging.into}
          members={members.data ?? []}
        />
      )}
    </Container>
  );
}
