import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FamilyMember } from '#common/members';
import { toast } from '../../../lib/toast';
import { useDeleteMember } from '../api/change-members';

export function DeleteMemberDialog(props: {
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => void;
  familyId: number;
  member: FamilyMember;
}) {
  const remove = useDeleteMember(props.familyId);
  const { member } = props;
  const confirm = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        toast('Family member removed', `${member.name} has been removed.`);
        props.onClose();
        props.onDeleted?.();
      },
    });

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`Delete ${member.name}?`} centered>
      <Stack>
        <Text size="sm">
          {member.userId !== null
            ? `${member.name} has their own account: deleting this profile also removes them from the family. `
            : ''}
          Their profile, photo and preferences are deleted for good.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
