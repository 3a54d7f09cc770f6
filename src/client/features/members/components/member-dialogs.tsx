import type { FamilyMember } from '#common/members';
import { DeleteMemberDialog } from './delete-member-dialog';
import { EditProfileDialog } from './edit-profile-dialog';
import type { MemberAction } from './member-card';
import { PrivacyDialog } from './privacy-dialog';

export interface OpenDialog {
  action: MemberAction;
  member: FamilyMember;
}

/** The one member dialog open at a time, for the list and the detail page alike. */
export function MemberDialogs(props: {
  open: OpenDialog | null;
  onClose: () => void;
  familyId: number;
  onDeleted?: () => void;
}) {
  const { open, onClose, familyId } = props;
  if (!open) return null;
  const common = { opened: true, onClose, familyId, member: open.member };
  if (open.action === 'edit') return <EditProfileDialog {...common} />;
  if (open.action === 'privacy') return <PrivacyDialog {...common} />;
  return <DeleteMemberDialog {...common} onDeleted={props.onDeleted} />;
}
