import { asc, eq } from 'drizzle-orm';
import { adImpressions, familyAccounts, familyMembers } from '../../db/schema';
import type { ExportSection } from '../../lib/records';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The banner ads shown to the user, in "Download my data" (decision 0018). */
export const adImpressionsSection: ExportSection = {
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
};
