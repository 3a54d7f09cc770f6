import { z } from 'zod';
import { bodyIdSchema, str } from './api/fields';

/**
 * Banner ads (AdSense), contextual and consent-gated (decision 0018).
 * Nothing here identifies a device beyond the browser session.
 */
export const BANNER_ADS = {
  /** A responsive full-width banner: AdSense's 'auto' format. */
  format: 'auto',
  /** An ad seen this long counts as viewed. */
  viewedAfterMs: 1000,
  recentLimit: 100,
  /** The largest impression body the server reads (bad input section). */
  maxImpressionBytes: 16 * 1024,
  scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
} as const;

export const adsConfigSchema = z.object({
  enabled: z.boolean(),
  publisherId: z.string().nullable(),
  /** Slot name → numeric AdSense slot id; `default` is the fallback. */
  slots: z.record(z.string(), z.string()),
  development: z.boolean(),
});
export type AdsConfig = z.infer<typeof adsConfigSchema>;

const NUMERIC = /^\d{1,20}$/;

/**
 * The slot id an ad uses: a custom numeric id, else the named slot, else `default`; only
 * digits count ('auto' or anything else never does). null: no ad.
 */
export function resolveAdSlot(
  slots: Record<string, string>,
  wanted: { custom?: string; name?: string } = {},
): string | null {
  for (const candidate of [wanted.custom, wanted.name ? slots[wanted.name] : undefined, slots.default]) {
    if (candidate && NUMERIC.test(candidate)) return candidate;
  }
  return null;
}

/** The label a contextual ad carries; plain on the viewer's own profile. */
export const contextualLabel = (name: string) => `Ads based on ${name}'s interests`;

const count = z.number('must be a number').int('must be a whole number').min(0).max(10_000);
const shortText = (max: number) => str('must be text').trim().max(max, `must be at most ${max} characters`);

/** POST /api/ad-impressions: what an ad display reports, as much of it as GiftLens keeps. */
export const adImpressionSchema = z.strictObject({
  familyMemberId: bodyIdSchema('must be a member id'),
  viewerId: bodyIdSchema('must be a user id').nullable().optional(),
  adSlot: z.string().regex(NUMERIC, 'must be a numeric AdSense slot id'),
  adType: z.literal('banner', 'must be "banner"'),
  placement: z.enum(['feed', 'member-page'], 'must be feed or member-page'),
  contextualMode: z.boolean('must be true or false'),
  targetingData: z
    .strictObject({
      interests: z.array(shortText(80)).max(20, 'at most 20 interests'),
      contentOwner: shortText(120),
      lifestyle: z.array(shortText(80)).max(20, 'at most 20 lifestyle entries').optional(),
    })
    .nullable(),
  sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be the session id the page made'),
  userAgent: shortText(512),
  cookieData: z.strictObject({
    sessionCookies: count,
    adsCookies: count,
    hasPreviousVisit: z.boolean(),
    cookieCount: count,
    consentGiven: z.boolean(),
  }),
});
export type AdImpressionInput = z.infer<typeof adImpressionSchema>;

/** PATCH /api/ad-impressions/{id}: how long the ad was in view, and whether it was clicked. */
export const impressionViewSchema = z
  .strictObject({
    viewDuration: z
      .number('must be milliseconds')
      .int('must be whole milliseconds')
      .min(0)
      .max(24 * 60 * 60 * 1000, 'must be at most a day'),
    interacted: z.boolean('must be true or false'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'name viewDuration or interacted');

export const adImpressionViewSchema = z.object({
  id: z.number(),
  familyMemberId: z.number(),
  impressionTime: z.iso.datetime(),
  adSlot: z.string(),
  adType: z.literal('banner'),
  placement: z.string(),
  platform: z.literal('google_adsense'),
  contextualMode: z.boolean(),
  targetingData: z
    .object({
      interests: z.array(z.string()),
      contentOwner: z.string(),
      lifestyle: z.array(z.string()).optional(),
    })
    .nullable(),
  deviceClass: z.enum(['mobile', 'desktop']),
  viewDuration: z.number(),
  interacted: z.boolean(),
});
export type AdImpression = z.infer<typeof adImpressionViewSchema>;

export const recentImpressionsQuerySchema = z.object({
  limit: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(BANNER_ADS.recentLimit, `must be at most ${BANNER_ADS.recentLimit}`)
    .optional(),
});

/** A coarse device class instead of the user agent, which would fingerprint the device. */
export const deviceClassOf = (userAgent: string): 'mobile' | 'desktop' =>
  /Mobi|Android|iPhone|iPad/i.test(userAgent) ? 'mobile' : 'desktop';
