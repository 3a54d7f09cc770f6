import { Alert, Button, Group, Loader, Modal, Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MEMBER_PRIVACY_FLAGS, type MemberPrivacy } from '#common/member-constants';
import type { FamilyMember } from '#common/members';
import { toast } from '../../../lib/toast';
import { useUpdateMemberPrivacy } from '../api/change-members';
import { memberPrivacyQuery } from '../api/get-members';
import { MEMBER_PRIVACY_LABELS } from '../privacy-texts';

export function PrivacyDialog(props: {
  opened: boolean;
  onClose: () => void;
  familyId: number;
  member: FamilyMember;
}) {
  const { familyId, member } = props;
  const stored = useQuery({ ...memberPrivacyQuery(familyId, member.id), enabled: props.opened });
  const update = useUpdateMemberPrivacy(familyId);
  const [draft, setDraft] = useState<MemberPrivacy | null>(null);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);

  const save = () => {
    if (!draft) return;
    update.mutate(
      { id: member.id, privacy: draft },
      {
        onSuccess: () => {
          toast('Privacy settings saved', `Family members now see ${member.name}'s profile as you chose.`);
          props.onClose();
        },
      },
    );
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`Privacy Settings — ${member.name}`} centered>
      {stored.isLoading && <Loader aria-label="Loading privacy settings" />}
      {stored.error && <Alert color="red">{stored.error.message}</Alert>}
      {draft && (
        <Stack gap="sm">
          {MEMBER_PRIVACY_FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={MEMBER_PRIVACY_LABELS[flag].label}
              description={MEMBER_PRIVACY_LABELS[flag].description}
              checked={draft[flag]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setDraft((d) => (d ? { ...d, [flag]: checked } : d));
              }}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button onClick={save} loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
