import { and, asc, eq, getTableColumns, isNull, ne, or, type SQL } from 'drizzle-orm';
import { familyPrivacySettingsSchema } from '#common/families';
import { feedReasonText } from '#common/feed/reason';
import { DEFAULT_MEMBER_PRIVACY } from '#common/members';
import { evidenceText } from '#common/signals/evidence';
import type { Db } from '../../../db/client';
import {
  adImpressions,
  affiliateClicks,
  dataImports,
  familyAccounts,
  familyInvites,
  familyMembers,
  familyMemberships,
  feedAds,
  giftIdeaRatings,
  giftIdeas,
  memberPhotos,
  memberSignals,
  providerAccounts,
  providerLinkEvents,
  sessions,
  trackedAdPhotos,
  trackedAds,
  userActiveFamily,
  userConsents,
  userSettings,
  users,
} from '../../../db/schema';
import { canReadReason, visibleSignalSources } from '../../../lib/access';

export interface ExportContext {
  db: Db;
  userId: number;
  /** Absolute URLs for references (photos are linked, never inlined). */
  publicUrl: string;
}

/**
 * One part of "Download my data". The export is the list below, in this order: a feature
 * that stores something about a user adds its section here (see docs/decisions, "Your
 * data"), so the download stays complete as GiftLens grows.
 */
export interface ExportSection {
  key: string;
  title: string;
  /** What the section holds, in words, written into the file next to the data. */
  description: string;
  load(ctx: ExportContext): Promise<unknown>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The signal sources a user may see about their own member records: everything but what others
 * did about gifts for them (access.rules, canSeeSignalSource).
 */
const ownView = (userId: number) =>
  visibleSignalSources(
    { userId, createdByUserId: userId, age: null, relationship: 'Self', privacy: DEFAULT_MEMBER_PRIVACY },
    { userId, isOwner: false },
    familyPrivacySettingsSchema.parse({}),
  );

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
) {
  const {
    photoUpdatedAt,
    photoMime,
    familyAccountId,
    familyName,
    userId: _u,
    createdByUserId: _c,
    ...rest
  } = row;
  return {
    ...rest,
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

function membersWhere(ctx: ExportContext, where: SQL | undefined) {
  return ctx.db
    .select({ ...memberFields, photoMime: memberPhotoMime, familyName: familyAccounts.name })
    .from(familyMembers)
    .innerJoin(familyAccounts, eq(familyAccounts.id, familyMembers.familyAccountId))
    .leftJoin(memberPhotos, eq(memberPhotos.memberId, familyMembers.id))
    .where(where)
    .orderBy(asc(familyMembers.familyAccountId), asc(familyMembers.id));
}

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  {
    key: 'profile',
    title: 'Your profile',
    description:
      'Your name, the contact e-mail shown in GiftLens, your picture, and when the account was made.',
    async load({ db, userId }) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user ? { ...user, createdAt: iso(user.createdAt), updatedAt: iso(user.updatedAt) } : null;
    },
  },
  {
    key: 'signInMethods',
    title: 'Sign-in methods',
    description:
      'The Google, Facebook or demo sign-ins connected to your account: the id the provider gave you, the e-mail and picture it sent, whether it said the e-mail was verified, and when it was connected.',
    async load({ db, userId }) {
      const rows = await db
        .select()
        .from(providerAccounts)
        .where(eq(providerAccounts.userId, userId))
        .orderBy(asc(providerAccounts.createdAt));
      return rows.map(({ userId: _u, ...row }) => ({ ...row, createdAt: iso(row.createdAt) }));
    },
  },
  {
    key: 'signInHistory',
    title: 'Sign-in methods added and removed',
    description:
      'Every time a sign-in was connected, unified, kept separate, disconnected or removed by Facebook.',
    async load({ db, userId }) {
      const rows = await db
        .select({
          provider: providerLinkEvents.provider,
          action: providerLinkEvents.action,
          at: providerLinkEvents.createdAt,
        })
        .from(providerLinkEvents)
        .where(eq(providerLinkEvents.userId, userId))
        .orderBy(asc(providerLinkEvents.createdAt), asc(providerLinkEvents.id));
      return rows.map((r) => ({ ...r, at: iso(r.at) }));
    },
  },
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
  {
    key: 'cookieChoices',
    title: 'Cookie choices',
    description:
      'Every choice you made in the cookie banner or Cookie settings, newest last: the latest is the one in force. Essential cookies are always on.',
    async load({ db, userId }) {
      const rows = await db
        .select()
        .from(userConsents)
        .where(eq(userConsents.userId, userId))
        .orderBy(asc(userConsents.decidedAt), asc(userConsents.id));
      return rows.map(({ id: _id, userId: _u, decidedAt, ...choice }) => ({
        essential: true,
        ...choice,
        decidedAt: iso(decidedAt),
      }));
    },
  },
  {
    key: 'sessions',
    title: 'Signed-in sessions',
    description:
      'The browsers signed in to your account: when each started, was last used and expires (never the session keys).',
    async load({ db, userId }) {
      const rows = await db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
      return rows.map((r) => ({
        createdAt: iso(r.createdAt),
        lastSeenAt: iso(r.lastSeenAt),
        expiresAt: iso(r.expiresAt),
      }));
    },
  },
  {
    key: 'families',
    title: 'Families',
    description:
      'The families you belong to, your role in each, when you joined, and which one is your current family.',
    async load({ db, userId }) {
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
      return rows.map(({ current, ...r }) => ({
        ...r,
        joinedAt: iso(r.joinedAt),
        isCurrentFamily: current !== null,
      }));
    },
  },
  {
    key: 'yourMemberRecords',
    title: 'Your own member profiles',
    description:
      'Your profile in each family: details, questionnaire answers, interests and privacy switches. Photos are linked (open the link while signed in), not copied into this file.',
    async load(ctx) {
      const rows = await membersWhere(ctx, eq(familyMembers.userId, ctx.userId));
      return rows.map((row) => memberRecord(row, ctx.publicUrl));
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
      return rows.map((row) => memberRecord(row, ctx.publicUrl));
    },
  },
  {
    key: 'invitesSent',
    title: 'Invitations you sent',
    description: 'The e-mail invitations you sent to join a family, and what became of them.',
    async load({ db, userId }) {
      const rows = await db
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
        .orderBy(asc(familyInvites.createdAt));
      return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), expiresAt: iso(r.expiresAt) }));
    },
  },
  {
    key: 'signals',
    title: 'What GiftLens learned about you',
    description:
      'The evidence behind your interest profile in each family: each interest, brand or behaviour, how much it counts, where it came from (your answers, ads tracked for you, an import, your reactions) and when. Signals about relatives you added stay with their profiles.',
    async load({ db, userId }) {
      const rows = await db
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
        .innerJoin(familyMembers, eq(familyMembers.id, memberSignals.familyMemberId))
        .innerJoin(familyAccounts, eq(familyAccounts.id, memberSignals.familyAccountId))
        .where(eq(familyMembers.userId, userId))
        .orderBy(asc(memberSignals.familyAccountId), asc(memberSignals.id));
      const own = ownView(userId);
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
  {
    key: 'trackedAds',
    title: 'Ads tracked',
    description:
      'Ads you tracked for anyone in your families, and ads tracked for your own profiles: what the ad showed, where, the "why am I seeing this ad?" reasons, and whether you tracked it. Screenshots are linked (open the link while signed in), not copied into this file.',
    async load({ db, userId, publicUrl }) {
      const rows = await db
        .select({
          id: trackedAds.id,
          family: familyAccounts.name,
          member: familyMembers.name,
          title: trackedAds.title,
          description: trackedAds.description,
          categoryId: trackedAds.categoryId,
          platform: trackedAds.platform,
          advertiser: trackedAds.advertiser,
          priceRange: trackedAds.priceRange,
          url: trackedAds.url,
          details: trackedAds.metadata,
          createdByUserId: trackedAds.createdByUserId,
          photoUpdatedAt: trackedAdPhotos.updatedAt,
          createdAt: trackedAds.createdAt,
        })
        .from(trackedAds)
        .innerJoin(familyMembers, eq(familyMembers.id, trackedAds.familyMemberId))
        .innerJoin(familyAccounts, eq(familyAccounts.id, trackedAds.familyAccountId))
        .leftJoin(trackedAdPhotos, eq(trackedAdPhotos.adId, trackedAds.id))
        .where(or(eq(trackedAds.createdByUserId, userId), eq(familyMembers.userId, userId)))
        .orderBy(asc(trackedAds.createdAt), asc(trackedAds.id));
      // Who else tracked an ad about you is theirs to share (their activityVisible), not in here.
      return rows.map(({ createdByUserId, photoUpdatedAt, ...r }) => ({
        ...r,
        trackedByYou: createdByUserId === userId,
        screenshot: photoUpdatedAt ? `${publicUrl}/api/tracked-ads/${r.id}/photo` : null,
        createdAt: iso(r.createdAt),
      }));
    },
  },
  {
    key: 'feedAds',
    title: 'Your feed',
    description:
      'The ads GiftLens generated for the feed of your own profiles: the idea, why it was shown (the evidence it came from), and whether it was liked, disliked or shown. Likes and dislikes are also in "What GiftLens learned".',
    async load({ db, userId }) {
      const rows = await db
        .select({
          id: feedAds.id,
          family: familyAccounts.name,
          member: familyMembers.name,
          title: feedAds.title,
          description: feedAds.description,
          category: feedAds.category,
          brand: feedAds.brand,
          reason: feedAds.reason,
          reasonSources: feedAds.reasonSources,
          createdByUserId: feedAds.createdByUserId,
          liked: feedAds.liked,
          disliked: feedAds.disliked,
          shownAt: feedAds.shownAt,
          createdAt: feedAds.createdAt,
        })
        .from(feedAds)
        .innerJoin(familyMembers, eq(familyMembers.id, feedAds.familyMemberId))
        .innerJoin(familyAccounts, eq(familyAccounts.id, feedAds.familyAccountId))
        .where(eq(familyMembers.userId, userId))
        .orderBy(asc(feedAds.id));
      const own = ownView(userId);
      const viewer = { userId, isOwner: false };
      return rows.map(({ reason, reasonSources, createdByUserId, ...r }) => {
        const readable = canReadReason({ sources: reasonSources, createdByUserId }, own, viewer);
        return {
          ...r,
          ...feedReasonText(readable ? reason : { kind: 'neutral', name: r.member }),
          shownAt: iso(r.shownAt),
          createdAt: iso(r.createdAt),
        };
      });
    },
  },
  {
    key: 'adImpressions',
    title: 'Banner ads shown to you',
    description:
      'Each banner ad GiftLens showed you after you accepted marketing cookies: on whose page, where, whether it was contextual, how long it was in view and whether you clicked it. No cookie values or device identifiers are kept.',
    async load({ db, userId }) {
      const rows = await db
        .select({
          family: familyAccounts.name,
          onPageOf: familyMembers.name,
          placement: adImpressions.placement,
          adSlot: adImpressions.adSlot,
          contextualMode: adImpressions.contextualMode,
          deviceClass: adImpressions.deviceClass,
          viewDurationMs: adImpressions.viewDurationMs,
          interacted: adImpressions.interacted,
          shownAt: adImpressions.createdAt,
        })
        .from(adImpressions)
        .innerJoin(familyMembers, eq(familyMembers.id, adImpressions.familyMemberId))
        .innerJoin(familyAccounts, eq(familyAccounts.id, adImpressions.familyAccountId))
        .where(eq(adImpressions.viewerUserId, userId))
        .orderBy(asc(adImpressions.createdAt), asc(adImpressions.id));
      return rows.map((r) => ({ ...r, shownAt: iso(r.shownAt) }));
    },
  },
  {
    key: 'giftIdeas',
    title: 'Your gift ideas and feedback',
    description:
      'Gift ideas you generated (for whom, when, for which occasion), the ideas you marked as considered or purchased, your ratings, and your clicks on buy links. Whether ideas for you were considered or bought is not included: it stays a surprise.',
    async load({ db, userId }) {
      const idea = {
        id: giftIdeas.id,
        family: familyAccounts.name,
        forMember: familyMembers.name,
        title: giftIdeas.title,
        occasion: giftIdeas.occasion,
        createdAt: giftIdeas.createdAt,
      };
      const ideasOf = (where: SQL | undefined) =>
        db
          .select(idea)
          .from(giftIdeas)
          .innerJoin(familyAccounts, eq(familyAccounts.id, giftIdeas.familyAccountId))
          .innerJoin(familyMembers, eq(familyMembers.id, giftIdeas.familyMemberId))
          .where(where)
          .orderBy(asc(giftIdeas.id));
      const created = await ideasOf(eq(giftIdeas.createdByUserId, userId));
      const considered = await ideasOf(
        and(eq(giftIdeas.consideredByUserId, userId), eq(giftIdeas.isConsidered, true)),
      );
      const purchased = await ideasOf(eq(giftIdeas.purchasedByUserId, userId));
      const ratings = await db
        .select({
          giftIdeaId: giftIdeaRatings.giftIdeaId,
          title: giftIdeas.title,
          rating: giftIdeaRatings.rating,
          at: giftIdeaRatings.createdAt,
        })
        .from(giftIdeaRatings)
        .innerJoin(giftIdeas, eq(giftIdeas.id, giftIdeaRatings.giftIdeaId))
        .where(eq(giftIdeaRatings.userId, userId))
        .orderBy(asc(giftIdeaRatings.createdAt));
      const clicks = await db
        .select({
          giftIdeaId: affiliateClicks.giftIdeaId,
          retailer: affiliateClicks.retailer,
          at: affiliateClicks.createdAt,
        })
        .from(affiliateClicks)
        .where(eq(affiliateClicks.userId, userId))
        .orderBy(asc(affiliateClicks.id));
      const dated = <T extends { createdAt: Date }>(rows: T[]) =>
        rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
      return {
        created: dated(created),
        markedConsidered: dated(considered),
        markedPurchased: dated(purchased),
        ratings: ratings.map((r) => ({ ...r, at: iso(r.at) })),
        buyLinkClicks: clicks.map((c) => ({ ...c, at: iso(c.at) })),
      };
    },
  },
  {
    key: 'dataImports',
    title: 'Your data imports',
    description:
      'The Instagram and Facebook exports imported for your own member records or by you: platform, member, date range, item count and the summary GiftLens kept (interests, behaviours, advertisers, what you said no to). The files themselves were never stored. What each import taught GiftLens is in "signals".',
    async load({ db, userId }) {
      const rows = await db
        .select({
          id: dataImports.id,
          family: familyAccounts.name,
          member: familyMembers.name,
          platform: dataImports.platform,
          importType: dataImports.importType,
          dateFrom: dataImports.dateFrom,
          dateTo: dataImports.dateTo,
          itemCount: dataImports.itemCount,
          importedAt: dataImports.importedAt,
          insights: dataImports.extractedInsights,
        })
        .from(dataImports)
        .innerJoin(familyMembers, eq(familyMembers.id, dataImports.familyMemberId))
        .innerJoin(familyAccounts, eq(familyAccounts.id, dataImports.familyAccountId))
        .where(or(eq(familyMembers.userId, userId), eq(dataImports.createdByUserId, userId)))
        .orderBy(asc(dataImports.importedAt), asc(dataImports.id));
      return rows.map(({ insights, dateFrom, dateTo, importedAt, ...r }) => {
        const { ranked: _ranked, files, ...summary } = insights;
        return {
          ...r,
          dateRange: dateFrom && dateTo ? { from: iso(dateFrom), to: iso(dateTo) } : null,
          importedAt: iso(importedAt),
          summary: { ...summary, files: files.map(({ kind, format, items }) => ({ kind, format, items })) },
        };
      });
    },
  },
];
