import {
  AD_CATEGORY_UNKNOWN,
  TRACKED_AD_DELETE_FORBIDDEN,
  TRACKED_AD_EDIT_FORBIDDEN,
  TRACKED_ADS_PRIVATE,
} from '#common/endpoints/tracked-ads.errors';
import { type Category, categoryById } from '#common/taxonomy/categories';
import { adCountKeys } from '#common/tracked-ads/ad-counts';
import { signalsFromTargeting, signalsFromTrackedAd } from '#common/tracked-ads/ad-signals';
import { AD_LIMITS, platformByKey } from '#common/tracked-ads/constants';
import { analyzeTargeting, campaignTypeOf } from '#common/tracked-ads/insights';
import type {
  AdListFilters,
  AdMetadata,
  CreateTrackedAdData,
  TrackedAd,
  TrackedAdPage,
  UpdateTrackedAdData,
} from '#common/tracked-ads/schemas';
import { notFound, refusal } from '../../errors';
import {
  type Access,
  canDeleteTrackedAd,
  canSeeTrackedAds,
  type FamilyScope,
  type MemberFacts,
  memberNotFound,
  type Viewer,
} from '../../lib/access';
import { imageFromDataUrl, type StoredImage } from '../../lib/images';
import type { MemberRecordType } from '../../lib/records';
import type { Signals } from '../../lib/signals';
import { decodeCursor, encodeCursor, toTrackedAdView } from './tracked-ads.mappers';
import type { AdMembers, AdRow, TrackedAdRow, TrackedAdsRepository } from './tracked-ads.repository';

export const adNotFound = () => notFound('Tracked ad');
const EMPTY_PAGE: TrackedAdPage = { items: [], nextCursor: null };

type AdWords = Pick<CreateTrackedAdData, 'title' | 'advertiser'> & { platform: string | null };

/** A title for an ad logged without one: "Toys & Games ad on Instagram", "Ad from LEGO". */
function titleFor(input: AdWords, category: Category): string {
  if (input.title) return input.title;
  if (input.advertiser) return `Ad from ${input.advertiser}`.slice(0, AD_LIMITS.title);
  const platform = platformByKey(input.platform);
  return platform && platform.key !== 'other'
    ? `${category.name} ad on ${platform.label}`
    : `${category.name} ad`;
}

/** The insights variant's metadata, computed here by the dialog's own analysis (decision 0014). */
function metadataFor(
  input: Pick<CreateTrackedAdData, 'targetingReasons' | 'advertiser' | 'additionalDetails'>,
): AdMetadata | null {
  const reasons = input.targetingReasons;
  if (reasons.length === 0 && !input.advertiser && !input.additionalDetails) return null;
  const adInsights = analyzeTargeting(reasons);
  return {
    adInsights,
    targetingReasons: reasons,
    advertiser: input.advertiser,
    campaignType: reasons.length > 0 ? campaignTypeOf(adInsights) : null,
    additionalDetails: input.additionalDetails,
  };
}

/** The ad's category; an id outside the taxonomy is refused, naming the field. */
function categoryOf(categoryId: number): Category {
  const category = categoryById(categoryId);
  if (!category) throw refusal(AD_CATEGORY_UNKNOWN, { field: 'categoryId', categoryId });
  return category;
}

/** What the form says about the ad, stored as given, under the title decided for it. */
const adFields = (input: CreateTrackedAdData | UpdateTrackedAdData, category: Category, title: string) => ({
  categoryId: category.id,
  title,
  description: input.description,
  priceRange: input.priceRange,
  platform: input.platform,
  url: input.url,
  advertiser: input.advertiser,
  metadata: metadataFor(input),
});

const seesAds = (member: Parameters<typeof canSeeTrackedAds>[0], scope: FamilyScope) =>
  canSeeTrackedAds(member, scope.viewer, scope.familyPrivacy);

export function createTrackedAdsService(
  repo: TrackedAdsRepository,
  access: Access,
  signals: Signals,
  record: MemberRecordType<AdRow>,
) {
  /** A page of rows as views, and the cursor of the next page when this one is full. */
  async function toPage(
    rows: AdRow[],
    limit: number,
    membersById: Map<number, MemberFacts>,
    viewer: Viewer,
  ): Promise<TrackedAdPage> {
    const recorders = await recordersOf(rows);
    const items = rows.flatMap((row) => {
      const member = membersById.get(row.familyMemberId);
      return member ? [toTrackedAdView(row, member, viewer, recorders)] : [];
    });
    const last = rows.at(-1);
    return { items, nextCursor: rows.length === limit && last ? encodeCursor(last) : null };
  }

  /**
   * What the ad teaches GiftLens, in place of what it taught before: the words someone gave (not
   * a title GiftLens made up, "Toys & Games ad on Google"), and its targeting reasons.
   */
  async function teach(
    target: { familyId: number; memberId: number },
    ad: TrackedAdRow,
    { words, category, metadata }: { words: string; category: Category; metadata: AdMetadata | null },
  ) {
    const learned = signalsFromTrackedAd({ ...ad, title: words, category });
    await signals.replace(target, 'tracked_ad', ad.id, learned, { observedAt: ad.createdAt });
    const targeting = signalsFromTargeting(metadata?.targetingReasons ?? []);
    await signals.replace(target, 'ad_insight', ad.id, targeting, { observedAt: ad.createdAt });
  }

  /** The settings of whoever tracked these ads, which decide whether others see it was them. */
  const recordersOf = (rows: readonly AdRow[]) =>
    access.recorderSettings(
      rows.flatMap((row) => (row.createdByUserId === null ? [] : [row.createdByUserId])),
    );

  /** An ad the viewer may see, with its member's scope; 404 for everything else, alike. */
  async function visibleAd(adId: number, userId: number) {
    const { row: ad, scope } = await access.requireRecord(record, adId, userId);
    return { ad, scope };
  }

  return {
    async create(userId: number, input: CreateTrackedAdData): Promise<TrackedAd> {
      const scope = await access.requireMember(input.familyMemberId, userId);
      if (!seesAds(scope.subject, scope)) throw refusal(TRACKED_ADS_PRIVATE);
      const category = categoryOf(input.categoryId);
      // Decoded and re-encoded before the transaction: a bad photo stores nothing.
      const photo: StoredImage | null = input.photo ? await imageFromDataUrl(input.photo) : null;
      const fields = adFields(input, category, titleFor(input, category));
      const target = { familyId: scope.family.id, memberId: scope.member.id };

      const row = await repo.transaction(async () => {
        const ad = await repo.insertAd({
          familyAccountId: scope.family.id,
          familyMemberId: scope.member.id,
          createdByUserId: userId,
          ...fields,
        });
        const photoUpdatedAt = photo ? await repo.insertPhoto(ad.id, photo.mime, photo.data) : null;
        await teach(target, ad, { words: input.title ?? '', category, metadata: fields.metadata });
        await repo.changeCounts(target, adCountKeys(ad), 1);
        return { ...ad, photoUpdatedAt };
      });
      return toTrackedAdView(row, scope.member, scope.viewer, await recordersOf([row]));
    },

    /** The current family's ads the viewer may see; none without a current family. */
    async list(userId: number, filters: AdListFilters): Promise<TrackedAdPage> {
      const scope = await access.currentFamily(userId);
      if (!scope) return EMPTY_PAGE;
      const cursor = decodeCursor(filters.cursor);
      const all = await access.membersWhere(scope, () => true);
      const visible = all.filter((m) => seesAds(m.subject, scope));
      let members: AdMembers = { except: all.filter((m) => !visible.includes(m)).map((m) => m.id) };
      if (filters.memberId !== undefined) {
        if (!all.some((m) => m.id === filters.memberId)) throw memberNotFound();
        if (!visible.some((m) => m.id === filters.memberId)) throw refusal(TRACKED_ADS_PRIVATE);
        members = { only: [filters.memberId] };
      }
      const limit = filters.limit ?? AD_LIMITS.pageSize;
      const rows = await repo.page({ ...filters, familyId: scope.family.id, members, cursor, limit });
      return toPage(rows, limit, new Map(visible.map((m) => [m.id, m])), scope.viewer);
    },

    /** One member's ads, in the member's own family (403 when they keep them private). */
    async forMember(
      userId: number,
      memberId: number,
      filters: Omit<AdListFilters, 'memberId'>,
    ): Promise<TrackedAdPage> {
      const scope = await access.requireMember(memberId, userId);
      if (!seesAds(scope.subject, scope)) throw refusal(TRACKED_ADS_PRIVATE);
      const cursor = decodeCursor(filters.cursor);
      const limit = filters.limit ?? AD_LIMITS.pageSize;
      const rows = await repo.page({
        ...filters,
        familyId: scope.family.id,
        members: { only: [memberId] },
        cursor,
        limit,
      });
      return toPage(rows, limit, new Map([[memberId, scope.member]]), scope.viewer);
    },

    /**
     * Changes the ad (not its member or photo) for whoever may delete it, all or nothing: what
     * it taught GiftLens is replaced, and the counters lose the ad as it was and gain it as it is.
     * A title GiftLens made up is made up again from the new facts, not kept as someone's words.
     */
    async update(userId: number, adId: number, input: UpdateTrackedAdData): Promise<TrackedAd> {
      const { ad, scope } = await visibleAd(adId, userId);
      if (!canDeleteTrackedAd(ad, scope.member, scope.viewer)) throw refusal(TRACKED_AD_EDIT_FORBIDDEN);
      const category = categoryOf(input.categoryId);
      const target = { familyId: scope.family.id, memberId: ad.familyMemberId };

      const row = await repo.transaction(async () => {
        const before = await repo.lockAd(ad.id, scope.family.id);
        if (!before) return null;
        const oldCategory = categoryById(before.categoryId);
        const madeUp = [titleFor({ ...input, title: null }, category)];
        if (oldCategory) madeUp.push(titleFor({ ...before, title: null }, oldCategory));
        const words = input.title && !madeUp.includes(input.title) ? input.title : null;
        const fields = adFields(input, category, titleFor({ ...input, title: words }, category));
        const after = await repo.updateAd(ad.id, scope.family.id, fields);
        await teach(target, after, { words: words ?? '', category, metadata: fields.metadata });
        await repo.changeCounts(target, adCountKeys(before), -1);
        await repo.changeCounts(target, adCountKeys(after), 1);
        return { ...after, photoUpdatedAt: ad.photoUpdatedAt };
      });
      if (!row) throw adNotFound();
      return toTrackedAdView(row, scope.member, scope.viewer, await recordersOf([row]));
    },

    /** Deletes the ad, its photo and everything GiftLens learned from it, all or nothing. */
    async remove(userId: number, adId: number): Promise<void> {
      const { ad, scope } = await visibleAd(adId, userId);
      if (!canDeleteTrackedAd(ad, scope.member, scope.viewer)) throw refusal(TRACKED_AD_DELETE_FORBIDDEN);
      const deleted = await repo.transaction(async () => {
        await signals.forget(scope.family.id, 'tracked_ad', ad.id);
        await signals.forget(scope.family.id, 'ad_insight', ad.id);
        const target = { familyId: scope.family.id, memberId: ad.familyMemberId };
        await repo.changeCounts(target, adCountKeys(ad), -1);
        return repo.deleteAd(ad.id, scope.family.id);
      });
      if (!deleted) throw adNotFound();
    },

    async photo(userId: number, adId: number) {
      const { ad, scope } = await visibleAd(adId, userId);
      const photo = await repo.findPhoto(ad.id, scope.family.id);
      if (!photo) throw notFound('Photo');
      return photo;
    },
  };
}
