import { and, asc, eq, getTableColumns, isNull, ne, or, type SQL } from 'drizzle-orm';
import { evidenceText } from '#common/signals/evidence';
import {
  familyAccounts,
  familyInvites,
  familyMembers,
  familyMemberships,
  memberPhotos,
  memberSignals,
  providerAccounts,
  providerLinkEvents,
  sessions,
  userActiveFamily,
  userSettings,
  users,
} from '../../../db/schema';
import {
  hiddenFieldsFor,
  ownRecordSources,
  type SeenMember,
  seesInFull,
  withoutHidden,
} from '../../../lib/access';
import { iso, isoDates, listSection, withFamilyAndMember } from '../../../lib/export-rows';
import { linkEventsOf } from '../../../lib/link-events';
import type { ExportContext, ExportSection } from '../../../lib/records';

const memberFields = { ...getTableColumns(familyMembers), photoUpdatedAt: memberPhotos.updatedAt };
const memberPhotoMime = memberPhotos.mime;

/** A member record as exported: every field, the photo as a link to fetch while signed in. */
function memberRecord(
  row: typeof familyMembers.$inferSelect & {
    photoUpdatedAt: Date | null;
    photoMime: string | null;
    familyName: string;
  },
  publicUrl: string,
  withFamilyNotes: boolean,
) {
  const {
    photoUpdatedAt,
    photoMime,
    familyAccountId,
    familyName,
    familyNotes,
    userId: _u,
    createdByUserId: _c,
    ...rest
  } = row;
  return {
    ...rest,
    // Relatives' notes about someone are never in that person's own download.
    ...(withFamilyNotes ? { familyNotes } : {}),
    family: { id: familyAccountId, name: familyName },
    photo: photoUpdatedAt
      ? {
          url: `${publicUrl}/api/family-members/${row.id}/photo`,
          contentType: photoMime,
          updatedAt: iso(photoUpdatedAt),
        }
      : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The record as the exporting user may see it now: hidden fields empty, privacy as others see it. */
function asSeenBy<Row extends typeof familyMembers.$inferSelect>(row: Row, seen: SeenMember): Row {
  const { subject, scope } = seen;
  if (seesInFull(subject, scope.viewer)) return row;
  const hidden = hiddenFieldsFor(subject.privacy, {
    fullView: false,
    isOwner: scope.viewer.isOwner,
    personalInfoVisibleToAll: scope.familyPrivacy.personalInfoVisibleToAll,
  });
  return { ...withoutHidden(row, hidden), privacy: subject.privacy } as Row;
}

function membersWhere(ctx: ExportContext, where: SQL | undefined) {
  return ctx.db
    .select({ ...memberFields, photoMime: memberPhotoMime, familyName: familyAccounts.name })
    .from(familyMembers)
    .innerJoin(familyAccounts, eq(familyAccounts.id, familyMembers.familyAccountId))
    .leftJoin(memberPhotos, eq(memberPhotos.memberId, familyMembers.id))
    .where(where)
    .orderBy(asc(familyMembers.familyAccountId), asc(familyMembers.id));
}

/**
 * The account's own parts of "Download my data", in this order; each kind of member record adds
 * its own section after them (lib/records, decision 0024), so the download stays complete as
 * GiftLens grows.
 */
export const ACCOUNT_SECTIONS: readonly ExportSection[] = [
  {
    key: 'profile',
    title: 'Your profile',
    description:
      'Your name, the contact e-mail shown in GiftLens, your picture, and when the account was made.',
    async load({ db, userId }) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user ? isoDates(user) : null;
    },
  },
  listSection(
    {
      key: 'signInMethods',
      title: 'Sign-in methods',
      description:
        'The Google, Facebook or demo sign-ins connected to your account: the id the provider gave you, the e-mail and picture it sent, whether it said the e-mail was verified, and when it was connected.',
    },
    async ({ db, userId }) => {
      const rows = await db
        .select()
        .from(providerAccounts)
        .where(eq(providerAccounts.userId, userId))
        .orderBy(asc(providerAccounts.createdAt));
      return rows.map(({ userId: _u, ...row }) => row);
    },
  ),
  listSection(
    {
      key: 'signInHistory',
      title: 'Sign-in methods added and removed',
      description:
        'Every time a sign-in was connected, unified, kept separate, disconnected or removed by Facebook.',
    },
    ({ db, userId }) =>
      linkEventsOf(db, userId).orderBy(asc(providerLinkEvents.createdAt), asc(providerLinkEvents.id)),
  ),
  {
    key: 'settings',
    title: 'Settings',
    description:
      'E-mail notifications, whether relatives see your profile and your activity, and your theme.',
    async load({ db, userId }) {
      const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
      if (!row) return null;
      const { userId: _u, ...settings } = row;
      return settings;
    },
  },
  listSection(
    {
      key: 'sessions',
      title: 'Signed-in sessions',
      description:
        'The browsers signed in to your account: when each started, was last used and expires (never the session keys).',
    },
    ({ db, userId }) =>
      db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
  ),
  listSection(
    {
      key: 'families',
      title: 'Families',
      description:
        'The families you belong to, your role in each, when you joined, and which one is your current family.',
    },
    async ({ db, userId }) => {
      const rows = await db
        .select({
          id: familyAccounts.id,
          name: familyAccounts.name,
          description: familyAccounts.description,
          role: familyMemberships.role,
          permissions: familyMemberships.permissions,
          joinedAt: familyMemberships.createdAt,
          current: userActiveFamily.familyAccountId,
        })
        .from(familyMemberships)
        .innerJoin(familyAccounts, eq(familyAccounts.id, familyMemberships.familyAccountId))
        .leftJoin(
          userActiveFamily,
          and(eq(userActiveFamily.userId, userId), eq(userActiveFamily.familyAccountId, familyAccounts.id)),
        )
        .where(eq(familyMemberships.userId, userId))
        .orderBy(asc(familyMemberships.createdAt));
      return rows.map(({ current, ...r }) => ({ ...r, isCurrentFamily: current !== null }));
    },
  ),
  {
    key: 'yourMemberRecords',
    title: 'Your own member profiles',
    description:
      'Your profile in each family: details, questionnaire answers, interests and privacy switches. Photos are linked (open the link while signed in), not copied into this file.',
    async load(ctx) {
      const rows = await membersWhere(ctx, eq(familyMembers.userId, ctx.userId));
      return rows.map((row) => memberRecord(row, ctx.publicUrl, false));
    },
  },
  {
    key: 'profilesYouCreated',
    title: 'Profiles you created',
    description:
      'Relatives without an account whose profiles you added. They stay with the family if you delete your account.',
    async load(ctx) {
      const rows = await membersWhere(
        ctx,
        and(
          eq(familyMembers.createdByUserId, ctx.userId),
          or(isNull(familyMembers.userId), ne(familyMembers.userId, ctx.userId)),
        ),
      );
      // A profile someone has since taken over is theirs: it reads as the app shows it to you now.
      return rows.flatMap((row) => {
        const seen = ctx.members.get(row.id);
        return seen ? [memberRecord(asSeenBy(row, seen), ctx.publicUrl, true)] : [];
      });
    },
  },
  listSection(
    {
      key: 'invitesSent',
      title: 'Invitations you sent',
      description: 'The e-mail invitations you sent to join a family, and what became of them.',
    },
    ({ db, userId }) =>
      db
        .select({
          family: familyAccounts.name,
          invitedEmail: familyInvites.invitedEmail,
          status: familyInvites.status,
          createdAt: familyInvites.createdAt,
          expiresAt: familyInvites.expiresAt,
        })
        .from(familyInvites)
        .innerJoin(familyAccounts, eq(familyAccounts.id, familyInvites.familyAccountId))
        .where(eq(familyInvites.invitedByUserId, userId))
        .orderBy(asc(familyInvites.createdAt)),
  ),
  {
    key: 'signals',
    title: 'What GiftLens learned about you',
    description:
      'The evidence behind your interest profile in each family: each interest, brand or behaviour, how much it counts, where it came from (your answers, ads tracked for you, an import, your reactions) and when. Signals about relatives you added stay with their profiles.',
    async load({ db, userId }) {
      const rows = await withFamilyAndMember(
        db
          .select({
            family: familyAccounts.name,
            concept: memberSignals.concept,
            label: memberSignals.label,
            kind: memberSignals.kind,
            weight: memberSignals.weight,
            source: memberSignals.source,
            reason: memberSignals.reason,
            params: memberSignals.params,
            observedAt: memberSignals.observedAt,
          })
          .from(memberSignals)
          .$dynamic(),
        memberSignals,
      )
        .where(eq(familyMembers.userId, userId))
        .orderBy(asc(memberSignals.familyAccountId), asc(memberSignals.id));
      const own = ownRecordSources(userId);
      // Only what the member may see of themself: never what others did about gifts for them.
      return rows
        .filter((r) => own.has(r.source))
        .map(({ reason, params, observedAt, ...r }) => ({
          ...r,
          reason,
          evidence: evidenceText(
            {
              source: r.source,
              reason,
              params,
              count: 1,
              first: iso(observedAt) ?? '',
              at: iso(observedAt) ?? '',
            },
            r.label,
          ),
          observedAt: iso(observedAt),
        }));
    },
  },
];
