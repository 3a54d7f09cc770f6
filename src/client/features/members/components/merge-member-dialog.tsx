import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FamilyMember } from '#common/members';
import { toast } from '../../../lib/toast';
import { useAskMerge, useMergeMember } from '../api/change-members';

const sameName = (a: FamilyMember, b: FamilyMember) =>
  a.name.trim().toLocaleLowerCase() === b.name.trim().toLocaleLowerCase();

/**
 * The records `member` may be merged into: another record of the same kind (child or adult).
 * The server says the last word (the record that goes must have no account).
 */
export function mergeCandidates(member: FamilyMember, members: readonly FamilyMember[]): FamilyMember[] {
  return members.filter((m) => m.id !== member.id && m.isChild === member.isChild);
}

/**
 * Records of one person kept twice, as the owner can fix them: pairs with the same name where one
 * has no account (it is the one that goes) and both are children or both adults.
 */
export function likelyDuplicates(
  members: readonly FamilyMember[],
): { from: FamilyMember; into: FamilyMember }[] {
  const pairs: { from: FamilyMember; into: FamilyMember }[] = [];
  for (const from of members) {
    if (from.userId !== null) continue;
    const into = mergeCandidates(from, members)
      .filter((m) => sameName(m, from))
      // The record someone signs in with stays; otherwise the older one.
      .sort((a, b) => Number(b.userId !== null) - Number(a.userId !== null) || a.id - b.id)[0];
    if (!into) continue;
    // Two records without an account: name the pair once, the newer one going.
    if (into.userId === null && into.id > from.id) continue;
    pairs.push({ from, into });
  }
  return pairs;
}

const added = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A record told apart from its twin: two records of one person share a name, so each is named
 * with what differs (whether they sign in, the address kept, when it was added).
 */
export function recordLabel(m: FamilyMember): string {
  const parts = [
    m.relationship,
    m.userId !== null ? 'signs in' : null,
    m.email,
    `added ${added.format(new Date(m.createdAt))}`,
  ];
  return `${m.name.trim()} (${parts.filter(Boolean).join(', ')})`;
}

/** The family owner folds one record into another record of the same person. */
export function MergeMemberDialog(props: {
  opened: boolean;
  onClose: () => void;
  familyId: number;
  /** The record that goes. */
  member: FamilyMember;
  members: readonly FamilyMember[];
  /** The record suggested to keep (a same-named one when the page found a likely pair). */
  suggested?: FamilyMember;
}) {
  const { member, members } = props;
  const candidates = mergeCandidates(member, members);
  const fallback = props.suggested ?? candidates.find((m) => sameName(m, member));
  const [intoId, setIntoId] = useState<string | null>(fallback ? String(fallback.id) : null);
  const merge = useMergeMember(props.familyId);
  const ask = useAskMerge(props.familyId);
  const into = candidates.find((m) => String(m.id) === intoId);
  // Onto someone else's own record only with their yes (issue 29): they are asked instead.
  const needsAsking = into !== undefined && into.userId !== null && !into.isSelf;

  const confirm = () => {
    if (!into) return;
    if (needsAsking) {
      ask.mutate(
        { from: member.id, into: into.id },
        {
          onSuccess: () => {
            toast(
              'Question sent',
              `${into.name} is asked whether this record is also them. Nothing moves until they say yes.`,
            );
            props.onClose();
          },
        },
      );
      return;
    }
    merge.mutate(
      { from: member.id, into: into.id },
      {
        onSuccess: () => {
          toast('Records merged', `Everything GiftLens kept on the other record is now on ${into.name}'s.`);
          props.onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Merge ${member.name.trim()}'s record`}
      centered
    >
      <Stack>
        {candidates.length === 0 ? (
          <Alert color="gray" variant="light">
            There is no other {member.isChild ? "child's" : "adult's"} record in this family to merge this one
            with.
          </Alert>
        ) : (
          <>
            <Text size="sm" fw={600}>
              This record: {recordLabel(member)}
            </Text>
            <Text size="sm">
              When one person has two records, merge them: the ads, dates, wishlist, imports and gift ideas on
              this record move to the one you keep, with what GiftLens learned from them, and this record is
              removed. Answers on the kept record stay; this record's fill its gaps. Between two records
              without an account, each privacy switch stays off if either had it off.
            </Text>
            <Select
              label="Keep this record"
              placeholder="Pick the record to keep"
              data={candidates.map((m) => ({ value: String(m.id), label: recordLabel(m) }))}
              value={intoId}
              onChange={setIntoId}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {into && needsAsking && (
              <Text size="sm" c="dimmed">
                {into.name} signs in, so only they can say this record is also them: they are asked, and the
                records are merged once they say yes. They will then see what is on it, like its ads, answers,
                dates and wishlist. Notes on this record stay with the family, and ideas relatives made for
                them stay out of their sight.
              </Text>
            )}
            {into?.isSelf && (
              <Text size="sm" c="dimmed">
                This is your own record: what is on the other one becomes yours to see. Its notes stay with
                the family.
              </Text>
            )}
            <Text size="sm" fw={600}>
              {needsAsking ? 'Once merged, it cannot be undone.' : 'This cannot be undone.'}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            Cancel
          </Button>
          {candidates.length > 0 && (
            <Button onClick={confirm} loading={merge.isPending || ask.isPending} disabled={!into}>
              {needsAsking && into ? `Ask ${into.name.trim().split(/\s+/)[0]}` : 'Merge records'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
