import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyAccounts, familyMembers, trackedAdCounts, trackedAdPhotos, trackedAds } from '../../db/schema';
import { canSeeTrackedAds } from '../../lib/access';
import { isoDates, withFamilyAndMember } from '../../lib/export-rows';
import { eraseOwnRecords, exportMay, type MemberRecordType, moveRecords } from '../../lib/records';
import { type AdRow, createTrackedAdsRepository } from './tracked-ads.repository';

/** Tracked ads as a kind of member record (#common/records, decision 0024). */
export function trackedAdRecord(db: Db): MemberRecordType<AdRow> {
  const repo = createTrackedAdsRepository(db);
  return {
    kind: 'trackedAd',
    find: (id) => repo.findAd(id),
    visible: (scope) => canSeeTrackedAds(scope.subject, scope.viewer, scope.familyPrivacy),
    exportSection: {
      key: 'trackedAds',
      title: 'Ads tracked',
      description:
        'Ads you tracked for anyone in your families, and ads tracked for your own profiles: what the ad showed, where, the "why am I seeing this ad?" reasons, and whether you tracked it. Screenshots are linked (open the link while signed in), not copied into this file.',
      async load(ctx) {
        const { db: reader, userId, publicUrl } = ctx;
        const rows = await withFamilyAndMember(
          reader
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
              memberId: trackedAds.familyMemberId,
              memberUserId: familyMembers.userId,
              photoUpdatedAt: trackedAdPhotos.updatedAt,
              createdAt: trackedAds.createdAt,
            })
            .from(trackedAds)
            .$dynamic(),
          trackedAds,
        )
          .leftJoin(trackedAdPhotos, eq(trackedAdPhotos.adId, trackedAds.id))
          .where(or(eq(trackedAds.createdByUserId, userId), eq(familyMembers.userId, userId)))
          .orderBy(asc(trackedAds.createdAt), asc(trackedAds.id));
        // Who else tracked an ad about you is theirs to share (their activityVisible), not in here.
        // Ads you tracked for others only while you may still see their ads (issue 29).
        const shown = rows.filter(
          (r) => r.memberUserId === userId || exportMay(ctx, r.memberId, canSeeTrackedAds),
        );
        return shown.map(({ createdByUserId, photoUpdatedAt, memberId: _m, memberUserId: _u, ...r }) =>
          isoDates({
            ...r,
            trackedByYou: createdByUserId === userId,
            screenshot: photoUpdatedAt ? `${publicUrl}/api/tracked-ads/${r.id}/photo` : null,
          }),
        );
      },
    },
    erase: (tx, userId) => eraseOwnRecords(tx, userId, 'trackedAd', trackedAds),
    async merge(tx, pair) {
      const { from, into } = pair;
      await moveRecords(tx, trackedAds, pair);
      // The analytics counters add up: the same category seen on both records counts both.
      await tx.execute(sql`
        insert into ${trackedAdCounts} (family_account_id, family_member_id, dimension, key, label, ad_count)
        select family_account_id, ${into}::int, dimension, key, label, ad_count
        from ${trackedAdCounts} where family_member_id = ${from}
        on conflict (family_member_id, dimension, key)
        do update set ad_count = ${trackedAdCounts}.ad_count + excluded.ad_count,
                      label = coalesce(${trackedAdCounts}.label, excluded.label)`);
      await tx.delete(trackedAdCounts).where(eq(trackedAdCounts.familyMemberId, from));
    },
  };
}
