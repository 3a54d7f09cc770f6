import { type FamilyMember, isChildProfile } from '#common/members';
import {
  canDelete,
  canEdit,
  canEditFamilyNotes,
  canSeeFamilyNotes,
  effectiveMemberPrivacy,
  hiddenFieldsFor,
  isOwnRecord,
  isSelf,
  type MemberRow,
  memberPrivacyOf,
  seesInFull,
  type Viewer,
  withoutHidden,
} from '../../lib/access';

export const photoUrl = (memberId: number, updatedAt: Date) =>
  `/api/family-members/${memberId}/photo?v=${updatedAt.getTime()}`;

/** The record as this viewer may see it, with what they may do to it. */
export function toMemberView(
  row: MemberRow,
  familyPrivacy: { personalInfoVisibleToAll: boolean },
  viewer: Viewer,
): FamilyMember {
  const fullView = seesInFull(row, viewer);
  // Relatives are shown the record under its effective privacy (the account's own
  // "profile visible" setting included); its editors see the switches they set.
  const privacy = fullView ? memberPrivacyOf(row) : effectiveMemberPrivacy(row);
  const hiddenFields = hiddenFieldsFor(privacy, {
    fullView,
    isOwner: viewer.isOwner,
    personalInfoVisibleToAll: familyPrivacy.personalInfoVisibleToAll,
    claimant: isSelf(row, viewer) && !isOwnRecord(row, viewer),
  });
  const shown = withoutHidden(
    {
      email: row.email,
      age: row.age,
      interests: row.interests,
      lifestyle: row.lifestyle,
      shoppingPreferences: row.shoppingPreferences,
      personalityProfile: row.personalityProfile,
      goals: row.goals,
      socialMediaActivity: row.socialMediaActivity,
      notes: row.notes,
      gender: row.gender,
    },
    hiddenFields,
  );
  return {
    id: row.id,
    familyAccountId: row.familyAccountId,
    userId: row.userId,
    createdByUserId: row.createdByUserId,
    name: row.name,
    ...shown,
    // On a record without an account its own notes are the family's; the family's notes
    // matter once it is someone's own (issue 29).
    ...(canSeeFamilyNotes(row, viewer) && (row.userId !== null || row.familyNotes !== null)
      ? { familyNotes: { text: row.familyNotes, canEdit: canEditFamilyNotes(row, viewer) } }
      : {}),
    relationship: row.relationship,
    icon: row.icon,
    color: row.color,
    profileImage: row.photoUpdatedAt ? photoUrl(row.id, row.photoUpdatedAt) : row.profileImageUrl,
    privacy,
    isSelf: row.userId === viewer.userId,
    isChild: isChildProfile(row),
    canEdit: canEdit(row, viewer),
    canDelete: canDelete(row, viewer),
    hiddenFields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
