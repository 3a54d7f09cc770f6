import { familyPrivacySettingsSchema } from '../../../common/families';
import { type FamilyMember, isChildProfile, memberPrivacySchema } from '../../../common/members';
import { hiddenFieldsFor, withoutHidden } from './members.privacy';
import type { MemberRow } from './members.repository';
import { canDelete, canEdit, seesInFull, type Viewer } from './members.rights';

export interface FamilyFacts {
  settings: { privacy?: { personalInfoVisibleToAll?: boolean } } | null;
}

export const photoUrl = (memberId: number, updatedAt: Date) =>
  `/api/family-members/${memberId}/photo?v=${updatedAt.getTime()}`;

/** The record as this viewer may see it, with what they may do to it. */
export function toMemberView(row: MemberRow, family: FamilyFacts, viewer: Viewer): FamilyMember {
  const privacy = memberPrivacySchema.parse(row.privacy ?? {});
  const familyPrivacy = familyPrivacySettingsSchema.parse(family.settings?.privacy ?? {});
  const hiddenFields = hiddenFieldsFor(privacy, {
    fullView: seesInFull(row, viewer),
    isOwner: viewer.isOwner,
    personalInfoVisibleToAll: familyPrivacy.personalInfoVisibleToAll,
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
    relationship: row.relationship,
    icon: row.icon,
    color: row.color,
    notes: row.notes,
    profileImage: row.photoUpdatedAt ? photoUrl(row.id, row.photoUpdatedAt) : row.profileImageUrl,
    gender: row.gender,
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
