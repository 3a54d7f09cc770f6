import { z } from 'zod';
import { bodyIdSchema, idSchema, str } from '../api/fields';
import { evidenceItemSchema } from '../signals/schemas';
import { OCCASIONS, type OccasionKey } from '../taxonomy/occasions';
import { httpUrlSchema } from '../wishlists';
import type { GiftReason } from './reason';

/** Limits of the gift-ideas feature, in one place (README, "Limits"). */
export const GIFT_LIMITS = {
  /** Ideas one generation saves. */
  batchSize: 6,
  /** Budgets are whole dollars, at most this much. */
  maxBudgetDollars: 100_000,
  customOccasion: 100,
  q: 100,
  userAgent: 500,
  referrer: 2000,
  /** Generations one user may start per hour (AI costs money). */
  generationsPerHour: 30,
  /** An idea's title, when saved from a shop's page. */
  title: 200,
} as const;

export const GENERAL_OCCASION = 'General gift giving';
export const GIFT_STATUSES = ['available', 'considered', 'purchased'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

const squash = (v: string) => v.trim().toLowerCase();

/** An occasion by key ('birthday') or label ("Valentine's Day"), 'custom', or the master profile's. */
const occasionField = str('must be an occasion').transform((v, ctx): OccasionKey | 'custom' | 'general' => {
  const s = squash(v);
  if (s === 'custom') return 'custom';
  if (s === squash(GENERAL_OCCASION) || s === 'general') return 'general';
  const found = OCCASIONS.find((o) => o.key === s || squash(o.label) === s);
  if (found) return found.key;
  ctx.addIssue({
    code: 'custom',
    message: `must be one of ${OCCASIONS.map((o) => o.key).join(', ')}, or custom with customOccasion`,
  });
  return z.NEVER;
});

const dollars = (name: string) =>
  z
    .number(`${name} must be a number of dollars`)
    .int(`${name} must be whole dollars`)
    .min(0, `${name} must not be negative`)
    .max(GIFT_LIMITS.maxBudgetDollars, `${name} must be at most $${GIFT_LIMITS.maxBudgetDollars}`);

export const budgetSchema = z
  .object({ min: dollars('min'), max: dollars('max') }, 'must be {min, max} in whole dollars')
  .refine((b) => b.min <= b.max, { message: 'min must not be above max', path: ['min'] })
  .refine((b) => b.max > 0, { message: 'max must be above $0', path: ['max'] });
export type Budget = z.infer<typeof budgetSchema>;

/** `POST /api/ai/generate-gifts/{memberId}`: the occasion (custom needs its text) and an optional budget. */
export const generateGiftsSchema = z
  .object({
    occasion: occasionField,
    customOccasion: str('must be text')
      .trim()
      .max(GIFT_LIMITS.customOccasion, `must be at most ${GIFT_LIMITS.customOccasion} characters`)
      .nullish()
      .transform((v) => v || null),
    budget: budgetSchema.nullish().transform((v) => v ?? null),
    /** "Show different ideas": ideas of this generation's batch are not offered again (they are saved anyway). */
    different: z.boolean('must be true or false').optional(),
    /** The member's occasion the ideas are for ("Ideas for this occasion"): saved ideas belong to it. */
    occasionId: bodyIdSchema('must be an occasion id')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    if (body.occasion === 'custom' && !body.customOccasion) {
      ctx.addIssue({
        code: 'custom',
        path: ['customOccasion'],
        message: 'is required for a custom occasion',
      });
    }
  });
export type GenerateGiftsInput = z.input<typeof generateGiftsSchema>;
export type GenerateGiftsData = z.output<typeof generateGiftsSchema>;

export const masterProfileSchema = z.object({
  occasion: occasionField.optional().transform((v) => v ?? 'general'),
  budget: budgetSchema.nullish().transform((v) => v ?? null),
});

export const giftRatingSchema = z.enum(['up', 'down'], "must be 'up' or 'down'");
export type GiftRating = z.infer<typeof giftRatingSchema>;

const reasonInterestSchema = z.object({ label: z.string(), evidence: z.array(evidenceItemSchema) });
const reasonContextSchema = z.object({
  occasion: z.string(),
  occasionFit: z.boolean(),
  priceCents: z.number().int(),
  budget: z.object({ min: z.number(), max: z.number() }).nullable(),
});

/** Why an idea was suggested, as data (./reason renders it). */
export const giftReasonSchema: z.ZodType<GiftReason> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fits'),
    name: z.string(),
    interests: z.array(reasonInterestSchema),
    context: reasonContextSchema,
  }),
  z.object({
    kind: z.literal('category'),
    name: z.string(),
    category: z.string(),
    interest: reasonInterestSchema,
    context: reasonContextSchema,
  }),
  z.object({
    kind: z.literal('no_signals'),
    name: z.string(),
    who: z.string(),
    relationship: z.string(),
    context: reasonContextSchema,
  }),
  z.object({ kind: z.literal('age_only'), name: z.string(), who: z.string(), context: reasonContextSchema }),
  z.object({ kind: z.literal('ai'), text: z.string() }),
  z.object({ kind: z.literal('saved'), name: z.string() }),
  z.object({ kind: z.literal('neutral'), name: z.string(), context: reasonContextSchema.nullable() }),
]);

/**
 * A gift idea as a viewer sees it. Status fields (considered, purchased, pending, ratings) are
 * absent, not false, when the viewer is the member the idea is for (surprise protection).
 */
export const giftIdeaSchema = z.object({
  id: z.number().int(),
  familyMemberId: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Cents. */
  estimatedPrice: z.number().int().nullable(),
  retailer: z.string().nullable(),
  /** The plain search link at the retailer (built by the server from a search phrase). */
  purchaseUrl: z.string().nullable(),
  /** The same search with the configured affiliate tag; null when no tag is configured. */
  affiliateUrl: z.string().nullable(),
  /** Hundredths of a percent; null without an affiliate tag. */
  commissionRate: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  occasion: z.string().nullable(),
  aiGenerated: z.boolean(),
  source: z.enum(['ai', 'offline']),
  /**
   * Why it was suggested, for this viewer: the evidence it rests on when the viewer may see all
   * of it, else a neutral reason (decision 0023). The app renders it with giftReasonText.
   */
  reason: giftReasonSchema,
  /** The same reason in words (the spec's field), rendered by the server with giftReasonText. */
  aiReasoning: z.string(),
  /** Out of 10. */
  aiConfidence: z.number().int(),
  isConsidered: z.boolean().optional(),
  isPurchased: z.boolean().optional(),
  /** A non-owner marked it purchased in a family that needs the owner's approval. */
  purchasePending: z.boolean().optional(),
  /** Who marked it, when they let others see their activity (or it was the viewer); null otherwise. */
  consideredByUserId: z.number().int().nullable().optional(),
  purchasedByUserId: z.number().int().nullable().optional(),
  ratings: z.object({ up: z.number().int(), down: z.number().int() }).optional(),
  /** The occasion it was saved for; absent for the member it is for (surprise protection). */
  occasionId: z.number().int().nullable().optional(),
  myRating: giftRatingSchema.nullable(),
  canDelete: z.boolean(),
  canMark: z.boolean(),
  canApprove: z.boolean(),
  createdAt: z.string(),
});
export type GiftIdea = z.infer<typeof giftIdeaSchema>;

export const generateGiftsResponseSchema = z.object({
  recommendations: z.array(giftIdeaSchema),
  demoMode: z.boolean(),
  reason: z.string().optional(),
  source: z.enum(['ai', 'offline']),
});
export type GenerateGiftsResponse = z.infer<typeof generateGiftsResponseSchema>;

export const listGiftIdeasQuerySchema = z.object({
  familyMemberId: idSchema.optional(),
  categoryId: idSchema.optional(),
  /** Only the ideas saved for this occasion (none for the person it is for). */
  occasionId: idSchema.optional(),
  status: z.enum(GIFT_STATUSES, `must be one of ${GIFT_STATUSES.join(', ')}`).optional(),
  q: str('must be text')
    .trim()
    .max(GIFT_LIMITS.q, `must be at most ${GIFT_LIMITS.q} characters`)
    .optional()
    .transform((v) => v || undefined),
});
export type GiftIdeaFilters = z.output<typeof listGiftIdeasQuerySchema>;

/** Exactly one flag per request, `{isPurchased}` or `{isConsidered}`: each has its own rules (decision 0015). */
export const updateGiftIdeaSchema = z
  .object({
    isPurchased: z.boolean('must be true or false').optional(),
    isConsidered: z.boolean('must be true or false').optional(),
  })
  .strict()
  .refine((b) => (b.isPurchased === undefined) !== (b.isConsidered === undefined), {
    message: 'send exactly one of isPurchased or isConsidered',
  });
export type UpdateGiftIdeaData = z.output<typeof updateGiftIdeaSchema>;

export const rateGiftIdeaSchema = z.object({ rating: giftRatingSchema });

/** A shop's page shared to GiftLens, saved as an idea for a member (issue 31). */
export const saveIdeaFromLinkSchema = z
  .object({
    familyMemberId: bodyIdSchema('familyMemberId must be an id'),
    url: httpUrlSchema,
    /** The page's own title when left out. */
    title: str('must be text')
      .trim()
      .max(GIFT_LIMITS.title, `must be at most ${GIFT_LIMITS.title} characters`)
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type SaveIdeaFromLinkInput = z.input<typeof saveIdeaFromLinkSchema>;
export type SaveIdeaFromLinkData = z.output<typeof saveIdeaFromLinkSchema>;

const optionalText = (max: number) =>
  str('must be text')
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const affiliateClickSchema = z.object({
  giftIdeaId: bodyIdSchema('giftIdeaId must be an id'),
  userAgent: optionalText(GIFT_LIMITS.userAgent),
  referrer: optionalText(GIFT_LIMITS.referrer),
});

export { formatPrice, giftStatusOf } from './format';
