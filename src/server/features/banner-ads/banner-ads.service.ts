import {
  type AdImpression,
  type AdImpressionInput,
  type AdsConfig,
  BANNER_ADS,
  deviceClassOf,
} from '#common/banner-ads';
import {
  AD_IMPRESSION_NEEDS_CONSENT,
  AD_VIEW_NEEDS_CONSENT,
  ADS_FOR_CHILD,
} from '#common/endpoints/banner-ads.errors';
import { TRACKED_ADS_PRIVATE } from '#common/endpoints/tracked-ads.errors';
import type { AppConfig } from '../../config';
import { notFound, refusal } from '../../errors';
import { type Access, canSeeTrackedAds, mayTargetAds } from '../../lib/access';
import type { BannerAdsRepository, ImpressionRow } from './banner-ads.repository';

const toView = (row: ImpressionRow): AdImpression => ({
  id: row.id,
  familyMemberId: row.familyMemberId,
  impressionTime: row.createdAt.toISOString(),
  adSlot: row.adSlot,
  adType: 'banner',
  placement: row.placement,
  platform: 'google_adsense',
  contextualMode: row.contextualMode,
  targetingData: row.targetingData ?? null,
  deviceClass: row.deviceClass,
  viewDuration: row.viewDurationMs,
  interacted: row.interacted,
});

/**
 * Impressions of banner ads. Who may read them follows the member's ad privacy (the same rule
 * as tracked ads); recording one, or its view time, needs the viewer's current marketing
 * consent on the server (the latest choice, under the current policy) and is refused for a
 * child, so nothing is kept that the person did not agree to. Without that consent the
 * configuration names no publisher and no slot.
 */
export function createBannerAdsService(
  repo: BannerAdsRepository,
  access: Access,
  settings: { ads: AppConfig['ads']; production: boolean },
) {
  const marketing = async (userId: number) => (await access.consentOf(userId)).allows('marketing');

  return {
    async config(userId: number): Promise<AdsConfig> {
      const development = !settings.production;
      const { publisherId, slots } = settings.ads;
      if (publisherId === null || !(await marketing(userId))) {
        return { enabled: false, publisherId: null, slots: {}, development };
      }
      return { enabled: true, publisherId, slots, development };
    },

    async record(userId: number, input: AdImpressionInput): Promise<AdImpression> {
      const scope = await access.requireMember(input.familyMemberId, userId);
      if (!mayTargetAds(scope.member)) throw refusal(ADS_FOR_CHILD);
      if (!(await marketing(userId))) throw refusal(AD_IMPRESSION_NEEDS_CONSENT);
      const row = await repo.insert({
        familyAccountId: scope.family.id,
        familyMemberId: scope.member.id,
        viewerUserId: userId,
        adSlot: input.adSlot,
        placement: input.placement,
        contextualMode: input.contextualMode,
        targetingData: input.targetingData,
        sessionId: input.sessionId,
        deviceClass: deviceClassOf(input.userAgent),
      });
      return toView(row);
    },

    /** Only the viewer who saw the ad reports on it (404 to anyone else), and only with consent. */
    async recordView(userId: number, id: number, patch: { viewDuration?: number; interacted?: boolean }) {
      if (!(await repo.findForViewer(id, userId))) throw notFound('Ad impression');
      if (!(await marketing(userId))) throw refusal(AD_VIEW_NEEDS_CONSENT);
      const updated = await repo.recordView(id, userId, {
        ...(patch.viewDuration === undefined ? {} : { viewDurationMs: patch.viewDuration }),
        ...(patch.interacted === undefined ? {} : { interacted: patch.interacted }),
      });
      if (!updated) throw notFound('Ad impression');
    },

    async recent(userId: number, limit: number = BANNER_ADS.recentLimit): Promise<AdImpression[]> {
      const scope = await access.currentFamily(userId);
      if (!scope) return [];
      const visible = await access.membersWhere(scope, (m, s) =>
        canSeeTrackedAds(m, s.viewer, s.familyPrivacy),
      );
      const rows = await repo.list(
        scope.family.id,
        visible.map((m) => m.id),
        limit,
      );
      return rows.map(toView);
    },

    async forMember(
      userId: number,
      memberId: number,
      limit: number = BANNER_ADS.recentLimit,
    ): Promise<AdImpression[]> {
      const scope = await access.requireMemberWhere(
        memberId,
        userId,
        undefined,
        (s) => canSeeTrackedAds(s.subject, s.viewer, s.familyPrivacy),
        TRACKED_ADS_PRIVATE,
      );
      return (await repo.list(scope.family.id, [memberId], limit)).map(toView);
    },
  };
}
