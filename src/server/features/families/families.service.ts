import {
  type ActiveFamily,
  type CreateFamilyData,
  DEFAULT_FAMILY_PRIVACY,
  type Family,
  type FamilyMembership,
  type FamilyRole,
  INVITE_CODE_PATTERN,
  type JoinFamilyData,
  type JoinFamilyResult,
  type JoinLookup,
  MEMBER_DEFAULT_COLOR,
  MEMBER_DEFAULT_ICON,
  normalizeInviteCode,
  type UpdateFamilyInput,
  type UserFamily,
} from '../../../common/families';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { toFamily, toJoinLookup, toMember, toMembership } from './families.mappers';
import {
  createFamiliesRepository,
  type FamiliesRepository,
  type FamilyRow,
  type MembershipRow,
} from './families.repository';
import { withFreshInviteCode } from './invite-code';

export const ALREADY_MEMBER_MESSAGE = 'You are already a member of this family';

/**
 * The checks every family-scoped feature runs first. Outsiders get 404, as if the family
 * did not exist, so ids reveal nothing.
 */
export function createFamilyAccess(repo: Pick<FamiliesRepository, 'findMembership' | 'findFamilyForViewer'>) {
  async function requireMembership(familyId: number, userId: number): Promise<MembershipRow> {
    const membership = await repo.findMembership(familyId, userId);
    if (!membership) throw notFound('Family');
    return membership;
  }

  async function requireOwner(familyId: number, userId: number, action = 'do that'): Promise<MembershipRow> {
    const membership = await requireMembership(familyId, userId);
    if (membership.role !== 'owner') throw forbidden(`Only the family owner can ${action}.`);
    return membership;
  }

  /** The family and the caller's role in it, in one query. */
  async function requireFamily(
    familyId: number,
    userId: number,
  ): Promise<{ family: FamilyRow; role: FamilyRole }> {
    const found = await repo.findFamilyForViewer(familyId, userId);
    if (!found) throw notFound('Family');
    return found;
  }

  return { requireMembership, requireOwner, requireFamily };
}

export type FamilyAccess = ReturnType<typeof createFamilyAccess>;

/** How other features check family membership: through this service, on the same database. */
export const familyAccessFor = (db: Db): FamilyAccess => createFamilyAccess(createFamiliesRepository(db));

/** The name on the creator's own member record: their full name, else e-mail, else 'Me'. */
export function ownMemberName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user.email || 'Me';
}

const found = (row: FamilyRow | undefined): Family => {
  if (!row) throw notFound('Family');
  return toFamily(row);
};

export function createFamiliesService(repo: FamiliesRepository) {
  const access = createFamilyAccess(repo);

  async function findByInviteCode(rawCode: string): Promise<FamilyRow> {
    const code = normalizeInviteCode(rawCode);
    const family = INVITE_CODE_PATTERN.test(code) ? await repo.findFamilyByInviteCode(code) : undefined;
    if (!family) throw new AppError('not_found', 'Invalid invite code');
    return family;
  }

  return {
    ...access,

    async listFamilies(userId: number): Promise<Family[]> {
      const rows = await repo.listFamiliesOf(userId);
      return rows.map((row) => toFamily(row.family));
    },

    async listUserFamilies(userId: number): Promise<UserFamily[]> {
      const rows = await repo.listFamiliesOf(userId);
      return rows.map(({ family, membership }) => ({
        ...toFamily(family),
        role: membership.role,
        membershipId: membership.id,
      }));
    },

    async createFamily(user: SessionUser, input: CreateFamilyData): Promise<Family> {
      const row = await withFreshInviteCode((inviteCode) =>
        repo.createFamily(
          {
            name: input.name,
            description: input.description,
            inviteCode,
            settings: { privacy: { ...DEFAULT_FAMILY_PRIVACY } },
          },
          user.id,
          {
            userId: user.id,
            createdByUserId: user.id,
            name: ownMemberName(user),
            email: user.email,
            relationship: 'Self',
            icon: MEMBER_DEFAULT_ICON,
            color: MEMBER_DEFAULT_COLOR,
          },
        ),
      );
      return toFamily(row);
    },

    async getFamily(familyId: number, userId: number): Promise<Family> {
      await access.requireMembership(familyId, userId);
      return found(await repo.findFamily(familyId));
    },

    async updateFamily(familyId: number, userId: number, input: UpdateFamilyInput): Promise<Family> {
      await access.requireOwner(familyId, userId, 'change family settings');
      const row =
        'settings' in input
          ? await repo.mergePrivacy(familyId, input.settings.privacy)
          : await repo.updateDetails(familyId, input);
      return found(row);
    },

    async regenerateInviteCode(familyId: number, userId: number): Promise<Family> {
      await access.requireOwner(familyId, userId, 'generate a new invite code');
      const row = await withFreshInviteCode((code) => repo.setInviteCode(familyId, code));
      return found(row);
    },

    async lookupInvite(rawCode: string): Promise<JoinLookup> {
      return toJoinLookup(await findByInviteCode(rawCode));
    },

    async join(rawCode: string, userId: number, input: JoinFamilyData): Promise<JoinFamilyResult> {
      const family = await findByInviteCode(rawCode);
      if (await repo.findMembership(family.id, userId)) throw conflict(ALREADY_MEMBER_MESSAGE);
      try {
        const { membership, member } = await repo.join(family.id, userId, {
          userId,
          createdByUserId: userId,
          name: input.name,
          email: input.email,
          relationship: input.relationship,
          age: input.age,
          interests: input.interests,
          icon: MEMBER_DEFAULT_ICON,
          color: MEMBER_DEFAULT_COLOR,
        });
        return { family: toFamily(family), membership: toMembership(membership), member: toMember(member) };
      } catch (err) {
        // A second join that raced past the check above lost on the unique index.
        if (isUniqueViolation(err)) throw conflict(ALREADY_MEMBER_MESSAGE);
        throw err;
      }
    },

    async getActiveFamily(userId: number): Promise<ActiveFamily> {
      const row = await repo.findActiveFamily(userId);
      return row ? { activeFamilyId: row.id, family: toFamily(row) } : { activeFamilyId: null, family: null };
    },

    async setActiveFamily(userId: number, familyId: number): Promise<ActiveFamily> {
      await access.requireMembership(familyId, userId);
      const family = found(await repo.findFamily(familyId));
      await repo.setActiveFamily(userId, familyId);
      return { activeFamilyId: family.id, family };
    },

    async listMemberships(userId: number, familyId?: number): Promise<FamilyMembership[]> {
      if (familyId === undefined) {
        return (await repo.listMembershipsAcrossFamiliesOf(userId)).map(toMembership);
      }
      await access.requireMembership(familyId, userId);
      return (await repo.listMemberships(familyId)).map(toMembership);
    },
  };
}

export type FamiliesService = ReturnType<typeof createFamiliesService>;
