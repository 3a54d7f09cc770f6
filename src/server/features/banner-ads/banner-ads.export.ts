import { asc, eq } from 'drizzle-orm';
import { adImpressions, familyAccounts, familyMembers } from '../../db/schema';
import { listSection, withFamilyAndMember } from '../../lib/export-rows';

/** The banner ads shown to the user, in "Download my data" (decision 0018). */
export const adImpressionsSection = listSection(
  {
    key: 'adImpressions',
    title: 'Banner ads shown to you',
    description:
      'Each banner ad GiftLens showed you after you accepted marketing cookies: on whose page, where, whether it was contextual, how long it was in view and whether you clicked it. No cookie values or device identifiers are kept.',
  },
  ({ db, userId }) =>
    withFamilyAndMember(
      db
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
        .$dynamic(),
      adImpressions,
    )
      .where(eq(adImpressions.viewerUserId, userId))
      .orderBy(asc(adImpressions.createdAt), asc(adImpressions.id)),
);
