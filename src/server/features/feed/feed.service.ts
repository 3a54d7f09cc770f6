import { FEED_PRIVATE } from '#common/endpoints/feed.errors';
import { CURSOR_INVALID } from '#common/endpoints/platform.errors';
import { FEED_LIMITS, type FeedInteraction, GIFT_IDEAS_NOT_AVAILABLE } from '#common/feed/constants';
import { conceptsOfGift, generateFeedAds, whoFor } from '#common/feed/generator';
import { feedReasonText, feedReasonWithoutAge } from '#common/feed/reason';
import type { FeedAd, FeedBatchResult, FeedPage, SmartResult } from '#common/feed/schemas';
import { GIFT_CATALOGUE } from '#common/gifts/catalogue/index';
import { conceptByKey } from '#common/signals/concepts';
import type { DerivedSignal } from '#common/signals/derive';
import { notFound, refusal } from '../../errors';
import {
  type Access,
  canReadReason,
  canSeeAgeOf,
  canSeeFeed,
  isChild,
  type MemberScope,
  visibleAge,
  visibleSignalSources,
} from '../../lib/access';
import type { GiftIdeasPort } from '../../lib/ports';
import type { MemberRecordType } from '../../lib/records';
import type { Signals } from '../../lib/signals';
import type { FeedAdRow, FeedRepository } from './feed.repository';

export const feedAdNotFound = () => notFound('Feed ad');

const GIFTS_BY_ID = new Map(GIFT_CATALOGUE.map((g) => [g.id, g]));

/**
 * A feed ad as this viewer sees it: its stored reason when they may see every source it rests
 * on, else a neutral one (decision 0023).
 */
export function toFeedAd(row: FeedAdRow, scope: MemberScope): FeedAd {
  const readable = canReadReason(
    { sources: row.reasonSources, createdByUserId: row.createdByUserId },
    visibleSignalSources(scope.subject, scope.viewer, scope.familyPrivacy),
    scope.viewer,
  );
  const stored = readable ? row.reason : { kind: 'neutral' as const, name: scope.member.name };
  // Words made from the age carry the age's privacy (issue 29).
  const { subject, viewer, familyPrivacy } = scope;
  const reason = canSeeAgeOf(subject, viewer, familyPrivacy)
    ? stored
    : feedReasonWithoutAge(stored, whoFor({ ...subject, age: null, isChild: isChild(subject) }));
  return {
    id: row.id,
    familyMemberId: row.familyMemberId,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    reason,
    ...feedReasonText(reason),
    platform: row.platform,
    adFormat: row.adFormat,
    category: row.category,
    brand: row.brand,
    priceCents: row.priceCents,
    callToAction: row.callToAction,
    shopUrl: row.shopUrl,
    liked: row.liked,
    disliked: row.disliked,
    shown: row.shownAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The cursor is the last id of a page, as plain digits (opaque enough: ids are not secret here). */
function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^\d{1,10}$/.test(cursor) || Number(cursor) < 1 || Number(cursor) > 2_147_483_647) {
    throw refusal(CURSOR_INVALID, { field: 'cursor' });
  }
  return Number(cursor);
}

/** What a like or dislike teaches: the ad's catalogue concepts, pushed up or down. */
function reactionSignals(row: FeedAdRow, reaction: 'liked' | 'disliked'): DerivedSignal[] {
  const gift = GIFTS_BY_ID.get(row.giftId);
  const fromGift = gift ? conceptsOfGift(gift) : [];
  const own = row.concept ? conceptByKey(row.concept) : undefined;
  const concepts = fromGift.length > 0 ? fromGift : own ? [own] : [];
  return concepts.map((c) => ({
    concept: { key: c.key, label: c.label, kind: c.kind, categories: c.categories },
    reason: reaction === 'liked' ? 'feed.liked' : 'feed.disliked',
    params: { title: row.title.slice(0, 120) },
  }));
}

export function createFeedService(
  repo: FeedRepository,
  access: Access,
  signals: Signals,
  record: MemberRecordType<FeedAdRow>,
  giftIdeas: Pick<GiftIdeasPort, 'generateFor'> | null = null,
) {
  const seesFeed = (scope: MemberScope) => canSeeFeed(scope.subject, scope.viewer, scope.familyPrivacy);

  /** A member whose feed the viewer may see: 404 outside their families, 403 when it is private. */
  const requireFeedMember = (memberId: number, userId: number) =>
    access.requireMemberWhere(memberId, userId, undefined, seesFeed, FEED_PRIVATE);

  async function generate(userId: number, scope: MemberScope, count: number): Promise<FeedBatchResult> {
    const { member } = scope;
    // Made from the viewer's profile of the member: only what they may see (decision 0023).
    const profile = await signals.profileFor(scope);
    const history = await repo.history(scope.family.id, member.id, FEED_LIMITS.recentAvoided);
    const batch = generateFeedAds({
      member: {
        name: member.name,
        // Only what the asking viewer may see: no age when it is hidden from them (issue 29).
        age: visibleAge(scope.subject, scope.viewer, scope.familyPrivacy),
        relationship: member.relationship,
        isChild: isChild(member),
      },
      profile,
      catalogue: GIFT_CATALOGUE,
      count,
      recent: history.recent,
      disliked: history.disliked,
      seed: history.lastId,
    });
    // Best last: the newest-first feed then starts with the best ad of the batch.
    const rows = await repo.insertBatch(
      [...batch.ads].reverse().map((ad) => ({
        familyAccountId: scope.family.id,
        familyMemberId: member.id,
        createdByUserId: userId,
        giftId: ad.giftId,
        title: ad.title,
        description: ad.description,
        brand: ad.brand,
        category: ad.category,
        priceCents: ad.priceCents,
        callToAction: ad.callToAction,
        shopUrl: ad.shopUrl,
        platform: ad.platform,
        adFormat: ad.adFormat,
        imageUrl: ad.imageUrl,
        concept: ad.concept,
        reason: ad.reason,
        reasonSources: ad.sources,
      })),
    );
    return {
      items: rows.reverse().map((row) => toFeedAd(row, scope)),
      basis: batch.basis,
      notice: batch.notice,
    };
  }

  return {
    async list(userId: number, memberId: number, cursor: string | undefined): Promise<FeedPage> {
      const before = decodeCursor(cursor);
      const scope = await requireFeedMember(memberId, userId);
      const limit = FEED_LIMITS.pageSize;
      const rows = await repo.page(scope.family.id, memberId, limit, before);
      const last = rows.at(-1);
      return {
        items: rows.map((row) => toFeedAd(row, scope)),
        nextCursor: rows.length === limit && last ? String(last.id) : null,
      };
    },

    async generate(userId: number, memberId: number, count: number): Promise<FeedBatchResult> {
      return generate(userId, await requireFeedMember(memberId, userId), count);
    },

    /** Smart: ads and gift ideas together; without gift ideas, the ads and the reason why not. */
    async smart(userId: number, memberId: number): Promise<SmartResult> {
      const scope = await requireFeedMember(memberId, userId);
      const ads = await generate(userId, scope, FEED_LIMITS.defaultCount);
      if (!giftIdeas) return { ads, giftIdeas: null, reason: GIFT_IDEAS_NOT_AVAILABLE };
      return { ads, giftIdeas: await giftIdeas.generateFor(userId, memberId), reason: null };
    },

    /**
     * Like and dislike toggle and exclude each other; what the ad teaches follows the state
     * (un-liking forgets the like). 'shown' is recorded the first time only.
     */
    async interact(userId: number, adId: number, interaction: FeedInteraction): Promise<FeedAd> {
      const { row: ad, scope } = await access.requireRecord(record, adId, userId);

      if (interaction === 'shown') {
        if (ad.shownAt) return toFeedAd(ad, scope);
        const row = await repo.update(ad.id, scope.family.id, { shownAt: new Date() });
        if (!row) throw feedAdNotFound();
        return toFeedAd(row, scope);
      }

      const liked = interaction === 'liked' ? !ad.liked : false;
      const disliked = interaction === 'disliked' ? !ad.disliked : false;
      const target = { familyId: scope.family.id, memberId: ad.familyMemberId };
      const row = await repo.transaction(async () => {
        const updated = await repo.update(ad.id, scope.family.id, { liked, disliked });
        if (!updated) throw feedAdNotFound();
        const learned = liked
          ? reactionSignals(updated, 'liked')
          : disliked
            ? reactionSignals(updated, 'disliked')
            : [];
        await signals.replace(target, 'feed', ad.id, learned);
        return updated;
      });
      return toFeedAd(row, scope);
    },
  };
}
