import {
  type AdBreakdown,
  ANALYTICS_WEEKS,
  type CategoryAdCount,
  type MemberAdCount,
  type Stats,
  TOP_ADVERTISERS,
} from '#common/analytics';
import { TRACKED_ADS_PRIVATE } from '#common/endpoints/tracked-ads.errors';
import { categoryById } from '#common/taxonomy/categories';
import { lastWeeks } from '#common/tracked-ads/ad-counts';
import { platformByKey } from '#common/tracked-ads/constants';
import { refusal } from '../../errors';
import {
  type Access,
  canSeeGiftIdeas,
  canSeeGiftStatus,
  canSeeTrackedAds,
  type FamilyScope,
  memberNotFound,
} from '../../lib/access';
import type { AdCounterRow, GiftIdeasPort, TrackedAdsPort } from '../../lib/ports';

const NO_STATS: Stats = { totalAds: 0, totalMembers: 0, totalGiftIdeas: 0, purchasedGifts: 0 };

const seesAds = (member: Parameters<typeof canSeeTrackedAds>[0], scope: FamilyScope) =>
  canSeeTrackedAds(member, scope.viewer, scope.familyPrivacy);

/** Most first; ties in a stable order. */
const byCount =
  <T extends { adCount: number }>(tie: (row: T) => string) =>
  (a: T, b: T) =>
    b.adCount - a.adCount || tie(a).localeCompare(tie(b));

function categoryCounts(rows: Array<{ key: string; adCount: number }>) {
  return rows
    .flatMap(({ key, adCount }) => {
      const category = categoryById(Number(key));
      return category && adCount > 0
        ? [{ categoryId: category.id, name: category.name, color: category.color, adCount }]
        : [];
    })
    .sort((a, b) => b.adCount - a.adCount || a.categoryId - b.categoryId);
}

export function createAnalyticsService(
  repo: TrackedAdsPort,
  access: Access,
  giftIdeas: Pick<GiftIdeasPort, 'counts'>,
) {
  /**
   * The current family and the members whose ads the viewer may see, or only `memberId`
   * (404 when it is not in the family, 403 when its ads are private).
   */
  async function audience(userId: number, memberId?: number) {
    const scope = await access.currentFamily(userId);
    if (!scope) return null;
    const all = await access.membersWhere(scope, () => true);
    const visible = all.filter((m) => seesAds(m.subject, scope));
    if (memberId === undefined) return { scope, all, visible, memberIds: visible.map((m) => m.id) };
    if (!all.some((m) => m.id === memberId)) throw memberNotFound();
    if (!visible.some((m) => m.id === memberId)) throw refusal(TRACKED_ADS_PRIVATE);
    return { scope, all, visible, memberIds: [memberId] };
  }

  return {
    async stats(userId: number): Promise<Stats> {
      const found = await audience(userId);
      if (!found) return NO_STATS;
      const { scope } = found;
      const perMember = await repo.adsPerMember(scope.family.id, found.memberIds);
      const giftMembers = found.all.filter((m) =>
        canSeeGiftIdeas(m.subject, scope.viewer, scope.familyPrivacy),
      );
      const gifts = await giftIdeas.counts(
        scope.family.id,
        giftMembers.map((m) => m.id),
        giftMembers.filter((m) => canSeeGiftStatus(m.subject, scope.viewer)).map((m) => m.id),
      );
      return {
        totalAds: perMember.reduce((sum, m) => sum + m.adCount, 0),
        totalMembers: found.all.length,
        totalGiftIdeas: gifts.total,
        purchasedGifts: gifts.purchased,
      };
    },

    async memberAdCounts(userId: number): Promise<MemberAdCount[]> {
      const found = await audience(userId);
      if (!found) return [];
      const perMember = await repo.adsPerMember(found.scope.family.id, found.memberIds);
      const counts = new Map(perMember.map((r) => [r.memberId, r.adCount]));
      return found.visible
        .map((m) => ({
          memberId: m.id,
          name: m.name,
          relationship: m.relationship,
          familyName: found.scope.family.name,
          adCount: counts.get(m.id) ?? 0,
        }))
        .sort((a, b) => b.adCount - a.adCount);
    },

    async categoryAdCounts(userId: number, memberId?: number): Promise<CategoryAdCount[]> {
      const found = await audience(userId, memberId);
      if (!found) return [];
      const rows = await repo.byCategory(found.scope.family.id, found.memberIds);
      return categoryCounts(rows).map(({ categoryId, name, adCount }) => ({ categoryId, name, adCount }));
    },

    async breakdown(userId: number, memberId?: number, now = new Date()): Promise<AdBreakdown> {
      const found = await audience(userId, memberId);
      const weeks = lastWeeks(now, ANALYTICS_WEEKS);
      const rows = found
        ? await repo.allCounters(found.scope.family.id, found.memberIds, weeks[0] ?? '')
        : [];
      const of = (dimension: AdCounterRow['dimension']) =>
        rows.filter((r) => r.dimension === dimension && r.adCount > 0);
      const byCategory = categoryCounts(of('category'));
      const perWeek = new Map(of('week').map((w) => [w.key, w.adCount]));
      return {
        totalAds: byCategory.reduce((sum, c) => sum + c.adCount, 0),
        adsWithInsights: of('insights').reduce((sum, r) => sum + r.adCount, 0),
        byCategory,
        byPlatform: of('platform')
          .map((p) => ({
            platform: p.key || null,
            label: platformByKey(p.key)?.label ?? 'Not given',
            adCount: p.adCount,
          }))
          .sort(byCount((p) => p.label)),
        byWeek: weeks.map((weekStart) => ({ weekStart, adCount: perWeek.get(weekStart) ?? 0 })),
        topAdvertisers: of('advertiser')
          .map((a) => ({ advertiser: a.label ?? a.key, adCount: a.adCount }))
          .sort(byCount((a) => a.advertiser.toLowerCase()))
          .slice(0, TOP_ADVERTISERS),
        behaviors: of('behavior')
          .map((b) => ({ behavior: b.key, adCount: b.adCount }))
          .sort(byCount((b) => b.behavior)),
      };
    },
  };
}
