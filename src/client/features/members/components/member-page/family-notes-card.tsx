import { Button, Group, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FamilyMember } from '#common/members';
import { SectionCard } from '../../../../components/section-card';
import { toast } from '../../../../lib/toast';
import { useUpdateFamilyNotes } from '../../api/change-members';

const MAX = 4000;

/**
 * What relatives keep about someone whose record is their own (issue 29): the notes written
 * before they joined or before two records of them were merged. Everyone but the person reads
 * them; the owner and whoever added the record edit them. The person's own view has none.
 */
export function FamilyNotesCard({ member, familyId }: { member: FamilyMember; familyId: number }) {
  const notes = member.familyNotes;
  const [draft, setDraft] = useState<string | null>(null);
  const save = useUpdateFamilyNotes(familyId);
  if (!notes || (!notes.text && !notes.canEdit)) return null;
  const first = member.name.trim().split(/\s+/)[0] ?? member.name;

  const submit = () =>
    save.mutate(
      { id: member.id, familyNotes: draft?.trim() || null },
      {
        onSuccess: () => {
          setDraft(null);
          toast('Notes saved', `Only the family reads them, never ${first}.`);
        },
      },
    );

  return (
    <SectionCard
      title="The family's notes"
      action={
        notes.canEdit && draft === null ? (
          <Button
            size="xs"
            variant="subtle"
            className="tap-target"
            onClick={() => setDraft(notes.text ?? '')}
          >
            {notes.text ? 'Edit' : 'Add a note'}
          </Button>
        ) : undefined
      }
    >
      <Text size="xs" c="dimmed">
        Kept for the family: {first} never sees these.
      </Text>
      {draft === null ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {notes.text ?? 'No notes yet.'}
        </Text>
      ) : (
        <>
          <Textarea
            label="Notes about this person"
            autosize
            minRows={3}
            maxLength={MAX}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDraft(null)}>
              Cancel
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              Save notes
            </Button>
          </Group>
        </>
      )}
    </SectionCard>
  );
}
