import { DEFAULT_USER_SETTINGS } from '#common/account';
import { CONSENT_POLICY_VERSION, type ConsentCategory } from '#common/consent';
import { NO_FAMILY_SELECTED } from '#common/endpoints/platform.errors';
import type { ErrorDef } from '#common/errors';
import { type FamilyPrivacySettings, type FamilyRole, familyPrivacySettingsSchema } from '#common/families';
import { type MemberPrivacy, memberPrivacySchema } from '#common/members';
import { MEMBER_RECORDS, type MemberRecordKind } from '#common/records';
import type { Db } from '../../db/client';
import { AppError, notFound, refusal } from '../../errors';
import type { ReadCache } from '../read-cache';
import {
  createAccessRepository,
  type FamilyRow,
  type MemberFactsRow,
  type MemberRow,
} from './access.repository';
import { canEdit, type MemberWithPrivacy, type RecorderSettings, type Viewer } from './access.rules';

export interface FamilyScope {
  family: FamilyRow;
  /** The family's privacy flags, defaults filled in. */
  familyPrivacy: FamilyPrivacySettings;
  role: FamilyRole;
  viewer: Viewer;
}

export interface MemberScope extends FamilyScope {
  member: MemberRow;
  /** The member's facts, name and privacy flags (defaults filled in), for the rules in access.rules. */
  subject: NamedMember;
}

/** What every member record has: its family, its member and who made it. */
export interface RecordRow {
  id: number;
  familyAccountId: number;
  familyMemberId: number;
  createdByUserId: number | null;
}

/** What `requireRecord` needs of a kind of member record (the whole type: lib/records). */
export interface RecordLookup<Row extends RecordRow = RecordRow> {
  kind: MemberRecordKind;
  /** The record by id, in any family (the access module checks the viewer's). */
  find(id: number): Promise<Row | undefined>;
  /** Whether this viewer may see the record at all (a rule from access.rules). */
  visible(scope: MemberScope, row: Row): boolean;
}

/** A member as the rules read them, with the name suggestions call them by. */
export type NamedMember = MemberWithPrivacy & { name: string };

/** A member as a viewer sees them: the viewer's scope in the member's family, the member's facts. */
export interface SeenMember {
  scope: FamilyScope;
  subject: NamedMember;
}

export const familyNotFound = () => notFound('Family');
export const memberNotFound = () => notFound('Family member');
/** A refusal without parameters, declared beside the endpoints that answer it (`defineError`). */
type PlainRefusal = ErrorDef<Record<never, never>>;

/** The member's own privacy switches, as stored (defaults filled in): what its editor sets. */
export const memberPrivacyOf = (row: Pick<MemberRow, 'privacy'>): MemberPrivacy =>
  memberPrivacySchema.parse(row.privacy ?? {});

/**
 * The privacy others are shown the record under: the record's switches, with `profileVisible`
 * also off when the record is a user's own and that user turned "profile visible" off in
 * their account settings, so one switch hides them in every family.
 */
export const effectiveMemberPrivacy = (
  row: Pick<MemberRow, 'privacy' | 'accountProfileVisible'>,
): MemberPrivacy => {
  const stored = memberPrivacyOf(row);
  return row.accountProfileVisible === false ? { ...stored, profileVisible: false } : stored;
};

function familyScope(found: { family: FamilyRow; role: FamilyRole }, userId: number): FamilyScope {
  return {
    family: found.family,
    familyPrivacy: familyPrivacySettingsSchema.parse(found.family.settings?.privacy ?? {}),
    role: found.role,
    viewer: { userId, isOwner: found.role === 'owner' },
  };
}

function memberScope(scope: FamilyScope, member: MemberRow): MemberScope {
  return { ...scope, member, subject: { ...member, privacy: effectiveMemberPrivacy(member) } };
}

/**
 * The one access module for everything family-scoped. Outsiders learn nothing: a family id
 * that is not theirs is 'Family not found', a member id 'Family member not found', exactly
 * as for ids that do not exist. Decisions about what a member of the family may see or do
 * live in access.rules (pure) and are asked with the scopes these return.
 */
export function createAccess(db: Db, cache?: Pick<ReadCache, 'get'>) {
  const repo = createAccessRepository(db, cache);

  async function requireFamily(familyId: number, userId: number): Promise<FamilyScope> {
    const found = await repo.familyForViewer(familyId, userId);
    if (!found) throw familyNotFound();
    return familyScope(found, userId);
  }

  /** The family, for its owner; anyone else in it gets `refused` (its own code: what only the owner may do). */
  async function requireOwner(familyId: number, userId: number, refused: PlainRefusal): Promise<FamilyScope> {
    const scope = await requireFamily(familyId, userId);
    if (!scope.viewer.isOwner) throw refusal(refused);
    return scope;
  }

  /** The user's current family, or null when they have none (lists answer empty). */
  async function currentFamily(userId: number): Promise<FamilyScope | null> {
    const found = await repo.activeFamilyForViewer(userId);
    return found ? familyScope(found, userId) : null;
  }

  /** Like currentFamily, for writes that need one: 400 'No family selected'. */
  async function requireCurrentFamily(userId: number): Promise<FamilyScope> {
    const scope = await currentFamily(userId);
    if (!scope) throw refusal(NO_FAMILY_SELECTED);
    return scope;
  }

  /**
   * A member of a family the user belongs to. With a family id (the family-scoped route
   * form) the member must be in that family; without one, the member's own family is checked.
   */
  async function requireMember(memberId: number, userId: number, familyId?: number): Promise<MemberScope> {
    if (familyId !== undefined) {
      const scope = await requireFamily(familyId, userId);
      const row = await repo.findMember(memberId, familyId);
      if (!row) throw memberNotFound();
      return memberScope(scope, row);
    }
    const row = await repo.findMember(memberId);
    if (!row) throw memberNotFound();
    const found = await repo.familyForViewer(row.familyAccountId, userId);
    if (!found) throw memberNotFound();
    return memberScope(familyScope(found, userId), row);
  }

  /** requireMember, then a rule from access.rules; the refusal `refused` (a 403) when it says no. */
  async function requireMemberWhere(
    memberId: number,
    userId: number,
    familyId: number | undefined,
    rule: (scope: MemberScope) => boolean,
    refused: PlainRefusal,
  ): Promise<MemberScope> {
    const scope = await requireMember(memberId, userId, familyId);
    if (!rule(scope)) throw refusal(refused);
    return scope;
  }

  /** requireMember of someone the viewer may edit (canEdit); `refused` (a 403) otherwise. */
  const requireEditor = (
    memberId: number,
    userId: number,
    familyId: number | undefined,
    refused: PlainRefusal,
  ) => requireMemberWhere(memberId, userId, familyId, (s) => canEdit(s.member, s.viewer), refused);

  /**
   * A member record (a tracked ad, a gift idea, an import, a feed ad: lib/records) the viewer may
   * see, with its member's scope. Outsiders and viewers the record's rule keeps out get
   * "<Kind> not found", exactly as for an id that does not exist.
   */
  async function requireRecord<Row extends RecordRow>(
    type: RecordLookup<Row>,
    id: number,
    userId: number,
  ): Promise<{ row: Row; scope: MemberScope }> {
    const gone = () => notFound(MEMBER_RECORDS[type.kind].label);
    const row = await type.find(id);
    if (!row) throw gone();
    const scope = await requireMember(row.familyMemberId, userId, row.familyAccountId).catch(
      (err: unknown) => {
        throw err instanceof AppError && err.code === 'not_found' ? gone() : err;
      },
    );
    if (!type.visible(scope, row)) throw gone();
    return { row, scope };
  }

  /** Re-reads a member after a change, still inside the same family. */
  async function rereadMember(scope: MemberScope): Promise<MemberScope> {
    const row = await repo.findMember(scope.member.id, scope.family.id);
    if (!row) throw memberNotFound();
    return memberScope(scope, row);
  }

  /**
   * What decides whether others see who recorded an ad or marked a gift (the recorder's
   * activityVisible setting; a user without settings has the defaults). Ads and gifts pass
   * the result to `canSeeRecorder` / `visibleRecorderId` in access.rules.
   */
  async function recorderSettings(userIds: readonly number[]): Promise<Map<number, RecorderSettings>> {
    const unique = [...new Set(userIds)];
    const rows = await repo.userSettingsOf(unique);
    const found = new Map(rows.map((r) => [r.userId, r]));
    return new Map(
      unique.map((userId) => [
        userId,
        {
          userId,
          activityVisible: found.get(userId)?.activityVisible ?? DEFAULT_USER_SETTINGS.activityVisible,
        },
      ]),
    );
  }

  /**
   * The family's members for whom `rule` holds (canSeeTrackedAds, canSeeGiftIdeas…), under the
   * privacy others see them with (defaults filled in, the account's "profile visible" applied):
   * what a family-wide list or count may include.
   */
  async function membersWhere(
    scope: FamilyScope,
    rule: (member: MemberWithPrivacy, scope: FamilyScope) => boolean,
  ): Promise<Array<MemberFactsRow & { subject: NamedMember }>> {
    const rows = await repo.membersOfFamily(scope.family.id);
    return rows
      .map((row) => ({ ...row, subject: { ...row, privacy: effectiveMemberPrivacy(row) } }))
      .filter((row) => rule(row.subject, scope));
  }

  /**
   * Every member of every family the user belongs to, as the user sees them now (their scope in
   * the member's family and the member's facts under the privacy others see): what a read across
   * families, such as the user's download, asks the rules with.
   */
  async function membersSeenBy(userId: number): Promise<Map<number, SeenMember>> {
    const seen = new Map<number, SeenMember>();
    for (const found of await repo.familiesOfViewer(userId)) {
      const scope = familyScope(found, userId);
      for (const row of await membersWhere(scope, () => true))
        seen.set(row.id, { scope, subject: row.subject });
    }
    return seen;
  }

  /**
   * The user's latest cookie choice and whether it is in force: a choice made under an older
   * policy (CONSENT_POLICY_VERSION) no longer counts, and a withdrawal counts at once. Every
   * consent check asks this, so there is one reading of the policy version.
   */
  async function consentOf(userId: number) {
    const latest = await repo.latestConsent(userId);
    const current = latest?.policyVersion === CONSENT_POLICY_VERSION;
    return {
      latest,
      allows: (category: ConsentCategory) => Boolean(current && latest?.[category]),
    };
  }

  return {
    consentOf,
    membersSeenBy,
    membersWhere,
    requireFamily,
    requireOwner,
    recorderSettings,
    currentFamily,
    requireCurrentFamily,
    requireMember,
    requireEditor,
    requireMemberWhere,
    requireRecord,
    rereadMember,
  };
}

export type Access = ReturnType<typeof createAccess>;
