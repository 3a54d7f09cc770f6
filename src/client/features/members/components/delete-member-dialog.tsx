import type { FamilyMember } from '#common/members';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      opened={props.opened}
      title={`Delete ${member.name}?`}
      onConfirm={confirm}
      onClose={props.onClose}
      pending={remove.isPending}
    >
      {member.userId !== null
        ? `${member.name} has their own account: deleting this profile also removes them from the family. `
        : ''}
      Their profile, photo and preferences are deleted for good.
    </ConfirmDeleteDialog>
  );
}
