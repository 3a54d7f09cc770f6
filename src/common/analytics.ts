import { z } from 'zod';
import { idSchema } from './api/fields';

/** The family's totals; gift figures count the ideas the viewer may see (purchases never on their own). */
export const statsSchema = z.object({
  totalAds: z.number().int(),
  totalMembers: z.number().int(),
  totalGiftIdeas: z.number().int(),
  purchasedGifts: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

export const memberAdCountSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  relationship: z.string(),
  familyName: z.string(),
  adCount: z.number().int(),
});
export type MemberAdCount = z.infer<typeof memberAdCountSchema>;

export const categoryAdCountSchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  adCount: z.number().int(),
});
export type CategoryAdCount = z.infer<typeof categoryAdCountSchema>;

/** Weeks shown on /analytics, this one included. */
export const ANALYTICS_WEEKS = 12;
export const TOP_ADVERTISERS = 10;

/** What /analytics shows for the family, or for one member with `memberId`. */
export const adBreakdownSchema = z.object({
  totalAds: z.number().int(),
  /** Ads tracked with the "Why am I seeing this ad?" panel. */
  adsWithInsights: z.number().int(),
  byCategory: z.array(categoryAdCountSchema.extend({ color: z.string() })),
  byPlatform: z.array(
    z.object({ platform: z.string().nullable(), label: z.string(), adCount: z.number().int() }),
  ),
  /** The last weeks (Monday, UTC), oldest first, weeks without ads included as 0. */
  byWeek: z.array(z.object({ weekStart: z.string(), adCount: z.number().int() })),
  topAdvertisers: z.array(z.object({ advertiser: z.string(), adCount: z.number().int() })),
  /** Targeting behaviours the insights found (Website visitor, Lookalike audience…). */
  behaviors: z.array(z.object({ behavior: z.string(), adCount: z.number().int() })),
});
export type AdBreakdown = z.infer<typeof adBreakdownSchema>;

export const analyticsQuerySchema = z.object({ memberId: idSchema.optional() });
