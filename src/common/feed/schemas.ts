import { z } from 'zod';
import { idSchema, str } from '../api/fields';
import { generateGiftsResponseSchema } from '../gifts/schemas';
import { evidenceItemSchema } from '../signals/schemas';
import { FEED_AD_FORMATS, FEED_INTERACTIONS, FEED_LIMITS, FEED_PLATFORMS } from './constants';
import type { FeedReason } from './reason';

/** Why an ad was shown, as data (./reason renders it). */
export const feedReasonSchema: z.ZodType<FeedReason> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('profile'),
    name: z.string(),
    label: z.string(),
    conceptKind: z.string(),
    evidence: z.array(evidenceItemSchema),
  }),
  z.object({ kind: z.literal('fallback'), name: z.string(), who: z.string(), knowsInterests: z.boolean() }),
  z.object({ kind: z.literal('legacy'), targetingReason: z.string(), adExplanation: z.string() }),
  z.object({ kind: z.literal('neutral'), name: z.string() }),
]);

/** A generated feed ad as the API answers it, with what its card shows (decision 0019). */
export const feedAdSchema = z.object({
  id: z.number(),
  familyMemberId: z.number(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Why it was shown, for this viewer (a neutral reason when they may not see its evidence). */
  reason: feedReasonSchema,
  /** The same reason in words (the spec's fields), rendered by the server with feedReasonText. */
  targetingReason: z.string(),
  adExplanation: z.string(),
  platform: z.enum(FEED_PLATFORMS),
  adFormat: z.enum(FEED_AD_FORMATS),
  /** Category key from the taxonomy. */
  category: z.string(),
  brand: z.string().nullable(),
  priceCents: z.number(),
  callToAction: z.string(),
  /** Where the call to action leads: a shop search for the idea. */
  shopUrl: z.string(),
  liked: z.boolean(),
  disliked: z.boolean(),
  shown: z.boolean(),
  createdAt: z.string(),
});
export type FeedAd = z.infer<typeof feedAdSchema>;

export const feedPageSchema = z.object({
  items: z.array(feedAdSchema),
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const feedQuerySchema = z.object({
  memberId: idSchema,
  cursor: str('must be text').max(64, 'is not a valid cursor').optional(),
});

const countSchema = z
  .number('count must be a number')
  .int('count must be a whole number')
  .min(1, 'count must be at least 1')
  .max(FEED_LIMITS.maxCount, `count must be at most ${FEED_LIMITS.maxCount}`);

export const generateFeedBodySchema = z
  .object({ count: countSchema.default(FEED_LIMITS.defaultCount) })
  .default({ count: FEED_LIMITS.defaultCount });

export const feedBatchSchema = z.object({
  items: z.array(feedAdSchema),
  /** 'profile' when the member's signals chose the ads; 'fallback' when only age/relationship could. */
  basis: z.enum(['profile', 'fallback']),
  notice: z.string().nullable(),
});
export type FeedBatchResult = z.infer<typeof feedBatchSchema>;

export const interactionBodySchema = z.object({
  interaction: z.enum(FEED_INTERACTIONS, `interaction must be one of ${FEED_INTERACTIONS.join(', ')}`),
});

/** Smart: ads and gift ideas together; `giftIdeas` is null (with the reason) when they cannot be made. */
export const smartResultSchema = z.object({
  ads: feedBatchSchema,
  giftIdeas: generateGiftsResponseSchema.nullable(),
  reason: z.string().nullable(),
});
export type SmartResult = z.infer<typeof smartResultSchema>;
