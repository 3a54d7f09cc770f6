import { asc, eq } from 'drizzle-orm';
import { feedReasonText } from '#common/feed/reason';
import type { Db } from '../../db/client';
import { familyAccounts, familyMembers, feedAds } from '../../db/schema';
import { canReadReason, canSeeFeed, ownRecordSources } from '../../lib/access';
import { isoDates, withFamilyAndMember } from '../../lib/export-rows';
import { eraseOwnRecords, type MemberRecordType, moveRecords } from '../../lib/records';
import { createFeedRepository, type FeedAdRow } from './feed.repository';

/** Generated feed ads as a kind of member record (#common/records, decision 0024). */
export function feedAdRecord(db: Db): MemberRecordType<FeedAdRow> {
  const repo = createFeedRepository(db);
  return {
    kind: 'feedAd',
    find: (id) => repo.find(id),
    visible: (scope) => canSeeFeed(scope.subject, scope.viewer, scope.familyPrivacy),
    exportSection: {
      key: 'feedAds',
      title: 'Your feed',
      description:
        'The ads GiftLens generated for the feed of your own profiles: the idea, why it was shown (the evidence it came from), and whether it was liked, disliked or shown. Likes and dislikes are also in "What GiftLens learned".',
      async load({ db: reader, userId }) {
        const rows = await withFamilyAndMember(
          reader
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
            .$dynamic(),
          feedAds,
        )
          .where(eq(familyMembers.userId, userId))
          .orderBy(asc(feedAds.id));
        const own = ownRecordSources(userId);
        const viewer = { userId, isOwner: false };
        // Why each ad was shown, as the member may read it (decision 0023).
        return rows.map(({ reason, reasonSources, createdByUserId, ...r }) => {
          const readable = canReadReason({ sources: reasonSources, createdByUserId }, own, viewer);
          return isoDates({
            ...r,
            ...feedReasonText(readable ? reason : { kind: 'neutral', name: r.member }),
          });
        });
      },
    },
    erase: (tx, userId) => eraseOwnRecords(tx, userId, 'feedAd', feedAds),
    async merge(tx, pair) {
      await moveRecords(tx, feedAds, pair);
    },
  };
}
