import { z } from 'zod';
import { bodyIdSchema } from './api/fields';

/**
 * Cookie consent (decision record 0018). Essential cookies are always
 * on; the three optional categories are the person's choice, recorded on the server so it
 * follows them to their other devices and can be shown later.
 */
export const CONSENT_POLICY_VERSION = '2026-11-21';

/** Banner-ad impressions are deleted this many days after they were shown (13 months; the privacy policy says so). */
export const IMPRESSION_RETENTION_DAYS = 395;

export const CONSENT_CATEGORIES = ['analytics', 'personalization', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The timings: the banner waits 2 s; the cookie lasts a year; the local copy 365 days. */
export const CONSENT_TIMING = {
  bannerDelayMs: 2000,
  cookieMaxAgeSeconds: 365 * 24 * 60 * 60,
  localCopyDays: 365,
} as const;

const flag = z.boolean('must be true or false');

/** PUT /api/user/consent: the three choices; `essential` may be sent but is always true. */
export const consentChoiceSchema = z.strictObject(
  {
    essential: z.literal(true, 'is always on and cannot be turned off').optional(),
    analytics: flag,
    personalization: flag,
    marketing: flag,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown consent category' : undefined) },
);
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

export const consentRecordSchema = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  personalization: z.boolean(),
  marketing: z.boolean(),
  policyVersion: z.string(),
  decidedAt: z.iso.datetime(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET answers `null` until the person has chosen. */
export const consentStateSchema = consentRecordSchema.nullable();

export const ACCEPT_ALL: ConsentChoice = { analytics: true, personalization: true, marketing: true };
export const ESSENTIAL_ONLY: ConsentChoice = { analytics: false, personalization: false, marketing: false };

/**
 * What a choice turns on: consent counts as given when analytics or
 * personalization is on ("Essential only" records a decline); in-app interest tracking runs
 * only with personalization; banner ads need marketing.
 */
export function consentEffects(choice: Pick<ConsentChoice, ConsentCategory> | null) {
  return {
    consentGiven: !!choice && (choice.analytics || choice.personalization || choice.marketing),
    declined: !!choice && !choice.analytics && !choice.personalization && !choice.marketing,
    tracking: !!choice?.personalization,
    ads: !!choice?.marketing,
  };
}

/** Whether a stored choice still answers the question: made under the current policy. */
export const isCurrentChoice = (record: Pick<ConsentRecord, 'policyVersion'> | null | undefined) =>
  !!record && record.policyVersion === CONSENT_POLICY_VERSION;

const phrases = (max: number) =>
  z
    .array(
      z.string('must be text').trim().min(1).max(80, 'entries must be at most 80 characters'),
      'must be a list',
    )
    .max(max, `at most ${max} entries`);

/**
 * POST /api/cookie-insights: what the signed-in user looked at inside GiftLens (first-party only),
 * summed over the browsing sessions kept on their device (at most 100). Only for their own
 * member record, and only with personalization consent.
 */
export const MAX_BROWSING_SESSIONS = 100;
export const cookieInsightsSchema = z.strictObject({
  familyMemberId: bodyIdSchema('must be a member id'),
  timestamp: z.iso.datetime('must be an ISO date-time'),
  insights: z.strictObject({
    interests: phrases(50),
    shoppingBehavior: z.strictObject({
      categoriesViewed: phrases(30),
      searchedProducts: phrases(30),
      brandPreferences: phrases(30),
    }),
    deviceInfo: z
      .strictObject({ isMobile: z.boolean(), preferredTime: z.enum(['morning', 'evening']) })
      .optional(),
    browsingSessions: z.number().int().min(0).max(MAX_BROWSING_SESSIONS, `at most ${MAX_BROWSING_SESSIONS}`),
  }),
});
export type CookieInsights = z.infer<typeof cookieInsightsSchema>;
