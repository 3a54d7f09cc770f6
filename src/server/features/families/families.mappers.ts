import {
  type BasicFamilyMember,
  type Family,
  type FamilyMembership,
  familyPrivacySettingsSchema,
  type JoinLookup,
} from '#common/families';
import type { FamilyRow, MemberRow, MembershipRow } from './families.repository';

export function toFamily(row: FamilyRow): Family {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    inviteCode: row.inviteCode,
    ownerId: row.ownerId,
    // Flags missing from older rows read as their defaults.
    settings: { privacy: familyPrivacySettingsSchema.parse(row.settings?.privacy ?? {}) },
    createdAt: row.createdAt.toISOString(),
  };
}

/** What someone holding the code may see before joining: no code, no settings. */
export function toJoinLookup(
  row: FamilyRow,
  extra: { ownerName: string; alreadyMember: boolean; yourProfiles: JoinLookup['yourProfiles'] },
): JoinLookup {
  return { id: row.id, name: row.name, description: row.description, ownerId: row.ownerId, ...extra };
}

export function toMembership(row: MembershipRow): FamilyMembership {
  return {
    id: row.id,
    userId: row.userId,
    familyAccountId: row.familyAccountId,
    role: row.role,
    permissions: row.permissions,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMember(row: MemberRow): BasicFamilyMember {
  return {
    id: row.id,
    familyAccountId: row.familyAccountId,
    userId: row.userId,
    name: row.name,
    email: row.email,
    age: row.age,
    relationship: row.relationship,
    interests: row.interests,
    icon: row.icon,
    color: row.color,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}
