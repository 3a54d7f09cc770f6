import * as refused from '#common/endpoints/families.errors';
import {
  type ActiveFamily,
  type CreateFamilyData,
  DEFAULT_FAMILY_PRIVACY,
  type Family,
  type FamilyMembership,
  INVITE_CODE_PATTERN,
  type JoinFamilyData,
  type JoinFamilyResult,
  type JoinLookup,
  MEMBER_DEFAULT_COLOR,
  MEMBER_DEFAULT_ICON,
  normalizeInviteCode,
  type UpdateFamilyInput,
  type UserFamily,
} from '#common/families';
import { distinctAppearance } from '#common/member-constants';
import { isUniqueViolation } from '../../db/errors';
import { notFound, refusal } from '../../errors';
import { type Access, type FamilyRow, familyNotFound, isChild, memberNotFound } from '../../lib/access';
import { type Departures, departureRun } from '../../lib/departures';
import { LIMITS } from '../../lib/limits';
import type { MembersPort, OccasionsPort } from '../../lib/ports';
import type { Signals } from '../../lib/signals';
import type { SessionUser } from '../../plugins/sessions';
import { toFamily, toJoinLookup, toMember, toMembership } from './families.mappers';
import type { FamiliesRepository } from './families.repository';
import { withFreshInviteCode } from './invite-code';

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

/** A name as people are matched by it: case, spacing and compatibility forms aside. */
const squash = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The names an account goes by: its full name and its first name. */
function namesOf(user: { firstName: string | null; lastName: string | null } | undefined): Set<string> {
  const first = squash(user?.firstName ?? '');
  const full = squash(`${user?.firstName ?? ''} ${user?.lastName ?? ''}`);
  return new Set([first, full].filter(Boolean));
}

export function createFamiliesService(
  repo: FamiliesRepository,
  access: Access,
  signals: Signals,
  members: Pick<MembersPort, 'unclaimedRecords' | 'claim'>,
  departures?: Departures,
  occasions?: Pick<OccasionsPort, 'startFamily'>,
) {
  async function findByInviteCode(rawCode: string): Promise<FamilyRow> {
    const code = normalizeInviteCode(rawCode);
    const family = INVITE_CODE_PATTERN.test(code) ? await repo.findFamilyByInviteCode(code) : undefined;
    if (!family) throw refusal(refused.INVITE_CODE_UNKNOWN);
    return family;
  }

  /** Someone whose e-mail invite the family withdrew (and did not renew) is told so. */
  async function refuseWithdrawn(familyId: number, userId: number) {
    if ((await repo.latestInviteStatus(familyId, userId)) === 'revoked') {
      throw refusal(refused.INVITE_WITHDRAWN);
    }
  }

  /**
   * The adult records without an account the family keeps for this user (their e-mail or name):
   * the one they may take over when they join. A child's record stays its guardians'.
   */
  async function profilesFor(familyId: number, userId: number) {
    const rows = await repo.profilesFor(familyId, userId);
    const verified = rows
      .filter((row) => !isChild(row))
      .map(({ id, name, relationship }) => ({ id, name, relationship, verified: true }));
    // Records that carry the joiner's name: offered too, for the owner to confirm (issue 29).
    const unclaimed = await members.unclaimedRecords(familyId);
    const names = namesOf(await repo.accountNames(userId));
    const byName = unclaimed
      .filter((row) => !isChild(row) && !verified.some((v) => v.id === row.id) && names.has(squash(row.name)))
      .map(({ id, name, relationship }) => ({ id, name, relationship, verified: false }));
    return [...verified, ...byName];
  }

  async function activeFamilyOf(userId: number): Promise<ActiveFamily> {
    const row = await repo.findActiveFamily(userId);
    return row ? { activeFamilyId: row.id, family: toFamily(row) } : { activeFamilyId: null, family: null };
  }

  return {
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

    /** A new family, owned by its creator; `browser` says where they are (its country, time zone, holidays). */
    async createFamily(
      user: SessionUser,
      input: CreateFamilyData,
      browser: { acceptLanguage?: string } = {},
    ): Promise<Family> {
      if ((await repo.countOwnedBy(user.id)) >= LIMITS.familiesOwned) {
        throw refusal(refused.FAMILIES_OWNED_LIMIT, { max: LIMITS.familiesOwned });
      }
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
      // Holidays on by default are a kindness, not the family: if they cannot be written, the
      // family stands without them (as before issue 36) and its owner can choose them.
      await occasions
        ?.startFamily(row.id, { acceptLanguage: browser.acceptLanguage, timeZone: input.timeZone })
        .catch(() => undefined);
      return toFamily(row);
    },

    async getFamily(familyId: number, userId: number): Promise<Family> {
      const { family } = await access.requireFamily(familyId, userId);
      return toFamily(family);
    },

    async updateFamily(familyId: number, userId: number, input: UpdateFamilyInput): Promise<Family> {
      await access.requireOwner(familyId, userId, refused.FAMILY_SETTINGS_OWNER_ONLY);
      const row =
        'settings' in input
          ? await repo.mergePrivacy(familyId, input.settings.privacy)
          : await repo.updateDetails(familyId, input);
      return found(row);
    },

    async regenerateInviteCode(familyId: number, userId: number): Promise<Family> {
      await access.requireOwner(familyId, userId, refused.INVITE_CODE_OWNER_ONLY);
      const row = await withFreshInviteCode((code) => repo.setInviteCode(familyId, code));
      return found(row);
    },

    /** The family behind a code, who owns it, and whether the caller is already in it. */
    async lookupInvite(rawCode: string, userId: number | null): Promise<JoinLookup> {
      const family = await findByInviteCode(rawCode);
      const ownerName = (await repo.ownerName(family.id, family.ownerId)) ?? 'The family owner';
      const alreadyMember = userId !== null && Boolean(await repo.findMembership(family.id, userId));
      if (userId !== null && !alreadyMember) await refuseWithdrawn(family.id, userId);
      const yourProfiles = userId !== null && !alreadyMember ? await profilesFor(family.id, userId) : [];
      return toJoinLookup(family, { ownerName, alreadyMember, yourProfiles });
    },

    async join(rawCode: string, userId: number, input: JoinFamilyData): Promise<JoinFamilyResult> {
      const family = await findByInviteCode(rawCode);
      if (await repo.findMembership(family.id, userId)) throw refusal(refused.ALREADY_MEMBER);
      await refuseWithdrawn(family.id, userId);
      const mine = input.takeOverMemberId === null ? [] : await profilesFor(family.id, userId);
      const chosen = mine.find((p) => p.id === input.takeOverMemberId);
      if (input.takeOverMemberId !== null && !chosen)
        throw refusal(refused.TAKEOVER_NOT_YOURS, { field: 'takeOverMemberId' });
      if (chosen?.verified) {
        // One record per person: joining as the profile the family already keeps for them.
        try {
          const joined = await repo.joinAsRecord(
            family.id,
            userId,
            chosen.id,
            { email: input.email, age: input.age, interests: input.interests },
            (record) => signals.syncAnswers(record),
          );
          if (!joined) throw refusal(refused.TAKEOVER_TAKEN);
          return {
            family: toFamily(family),
            membership: toMembership(joined.membership),
            member: toMember(joined.member),
          };
        } catch (err) {
          if (isUniqueViolation(err)) throw refusal(refused.ALREADY_MEMBER);
          throw err;
        }
      }
      const look = distinctAppearance(await repo.memberAppearances(family.id));
      try {
        const { membership, member } = await repo.join(
          family.id,
          userId,
          {
            userId,
            createdByUserId: userId,
            name: input.name,
            email: input.email,
            relationship: input.relationship,
            age: input.age,
            interests: input.interests,
            icon: look.icon,
            color: look.color,
          },
          // The interests typed when joining become signals with the record, in one transaction;
          // a record said to be them is claimed in it too, or the join does not happen.
          async (record) => {
            await signals.syncAnswers(record);
            if (chosen && !(await members.claim(family.id, userId, chosen.id, record.id)))
              throw refusal(refused.PROFILE_CLAIMED_MEANWHILE);
          },
        );
        return {
          family: toFamily(family),
          membership: toMembership(membership),
          member: toMember(member),
          ...(chosen ? { claimed: { id: chosen.id, name: chosen.name } } : {}),
        };
      } catch (err) {
        // A second join that raced past the check above lost on the unique index.
        if (isUniqueViolation(err)) throw refusal(refused.ALREADY_MEMBER);
        throw err;
      }
    },

    async getActiveFamily(userId: number): Promise<ActiveFamily> {
      return activeFamilyOf(userId);
    },

    /** A member leaves (never the owner); answers the family they are in now, if any. */
    async leave(familyId: number, userId: number): Promise<ActiveFamily> {
      await access.requireFamily(familyId, userId);
      const run = departureRun(departures);
      const outcome = await repo.leave(familyId, userId, run.hook);
      if (outcome === 'owner') throw refusal(refused.OWNER_CANNOT_LEAVE);
      if (outcome === 'not_member') throw familyNotFound();
      await run.tell();
      return activeFamilyOf(userId);
    },

    /**
     * The owner hands the family over to an adult with an account, named by their member
     * record in this family: a relative without an account or a child cannot own it.
     */
    async transferOwnership(familyId: number, userId: number, memberId: number): Promise<Family> {
      await access.requireOwner(familyId, userId, refused.HANDOVER_OWNER_ONLY);
      const { member } = await access.requireMember(memberId, userId, familyId);
      const named = { memberId: member.id, name: member.name };
      if (member.userId === userId) throw refusal(refused.HANDOVER_TO_SELF);
      if (member.userId === null) throw refusal(refused.HANDOVER_NO_ACCOUNT, named);
      if (isChild(member)) throw refusal(refused.HANDOVER_TO_CHILD, named);
      if ((await repo.countOwnedBy(member.userId)) >= LIMITS.familiesOwned) {
        throw refusal(refused.HANDOVER_OWNS_TOO_MANY, { ...named, max: LIMITS.familiesOwned });
      }
      const result = await repo.transferOwnership(familyId, userId, member.userId);
      if (result === 'not_owner') throw refusal(refused.HANDOVER_OWNER_ONLY);
      if (result === 'not_member') throw memberNotFound();
      return toFamily(result);
    },

    /** The owner deletes the family and everything in it, once its exact name is typed. */
    async deleteFamily(familyId: number, userId: number, confirm: string): Promise<ActiveFamily> {
      const { family } = await access.requireOwner(familyId, userId, refused.FAMILY_DELETE_OWNER_ONLY);
      const mismatch = () =>
        refusal(refused.FAMILY_NAME_MISMATCH, { field: 'confirm', familyName: family.name });
      if (confirm !== family.name) throw mismatch();
      const outcome = await repo.deleteFamily(familyId, userId, confirm);
      if (outcome === 'not_owner') throw refusal(refused.FAMILY_DELETE_OWNER_ONLY);
      if (outcome === 'wrong_name') throw mismatch();
      return activeFamilyOf(userId);
    },

    async setActiveFamily(userId: number, familyId: number): Promise<ActiveFamily> {
      const { family } = await access.requireFamily(familyId, userId);
      await repo.setActiveFamily(userId, familyId);
      return { activeFamilyId: family.id, family: toFamily(family) };
    },

    async listMemberships(userId: number, familyId?: number): Promise<FamilyMembership[]> {
      if (familyId === undefined) {
        return (await repo.listMembershipsAcrossFamiliesOf(userId)).map(toMembership);
      }
      await access.requireFamily(familyId, userId);
      return (await repo.listMemberships(familyId)).map(toMembership);
    },
  };
}

export type FamiliesService = ReturnType<typeof createFamiliesService>;
