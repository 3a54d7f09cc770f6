import { z } from 'zod';
import { bodyIdSchema, idSchema, str } from '../api/fields';
import { categoryById } from '../taxonomy/categories';
import {
  AD_LIMITS,
  AD_PERIOD_DAYS,
  PLATFORMS,
  type Platform,
  PRICE_RANGES,
  type PriceRange,
} from './constants';

const optionalText = (max: number) =>
  str('must be text')
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

const squash = (v: string) => v.trim().toLowerCase();

/** A platform by key or by the label the dialogs show ("Twitter/X"); empty is none. */
const platform = str('must be a platform')
  .nullish()
  .transform((v, ctx): Platform | null => {
    if (!v?.trim()) return null;
    const found = PLATFORMS.find((p) => p.key === squash(v) || squash(p.label) === squash(v));
    if (found) return found.key;
    ctx.addIssue({ code: 'custom', message: `must be one of ${PLATFORMS.map((p) => p.label).join(', ')}` });
    return z.NEVER;
  });

/** A price range by key or by its label ("Under $25"); empty is none. */
const priceRange = str('must be a price range')
  .nullish()
  .transform((v, ctx): PriceRange | null => {
    if (!v?.trim()) return null;
    const found = PRICE_RANGES.find((p) => p.key === squash(v) || squash(p.label) === squash(v));
    if (found) return found.key;
    ctx.addIssue({
      code: 'custom',
      message: `must be one of ${PRICE_RANGES.map((p) => p.label).join(', ')}`,
    });
    return z.NEVER;
  });

/** Only web links: a javascript: or data: URL is never stored, let alone shown as a link. */
const url = str('must be a link')
  .trim()
  .max(AD_LIMITS.url, `must be at most ${AD_LIMITS.url} characters`)
  .nullish()
  .refine((v) => {
    if (!v) return true;
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, 'must be a web link starting with http:// or https://')
  .transform((v) => v || null);

export const createTrackedAdSchema = z.object({
  familyMemberId: bodyIdSchema('Please choose a family member'),
  categoryId: bodyIdSchema('Please choose a category').refine(
    (id) => Boolean(categoryById(id)),
    'is not a known ad category',
  ),
  description: str('Description is required')
    .trim()
    .min(1, 'Description is required')
    .max(AD_LIMITS.description, `must be at most ${AD_LIMITS.description} characters`),
  title: optionalText(AD_LIMITS.title),
  priceRange,
  platform,
  url,
  /**
   * An image data URL (png, jpeg, gif or webp, at most 5 MB). Its content is checked by the
   * server with the member photos' messages: 400 'Please select an image file.', 413
   * 'Please select an image under 5MB.'
   */
  photo: str('must be an image data URL').nullish(),
  advertiser: optionalText(AD_LIMITS.advertiser),
  targetingReasons: z
    .array(
      str('must be text')
        .trim()
        .max(AD_LIMITS.targetingReason, `must be at most ${AD_LIMITS.targetingReason} characters`),
      'must be a list of texts',
    )
    .max(AD_LIMITS.targetingReasons, `at most ${AD_LIMITS.targetingReasons} targeting reasons`)
    .optional()
    .transform((list) => [...new Set((list ?? []).filter(Boolean))]),
  additionalDetails: optionalText(AD_LIMITS.additionalDetails),
});
export type CreateTrackedAdInput = z.input<typeof createTrackedAdSchema>;
export type CreateTrackedAdData = z.output<typeof createTrackedAdSchema>;

/**
 * Editing an ad: what creating one takes, but the member it is about and its photo, which stay
 * as they are (strict, so a body trying to move the ad or change the photo says so).
 */
export const updateTrackedAdSchema = createTrackedAdSchema
  .omit({ familyMemberId: true, photo: true })
  .strict();
export type UpdateTrackedAdInput = z.input<typeof updateTrackedAdSchema>;
export type UpdateTrackedAdData = z.output<typeof updateTrackedAdSchema>;

export const insightAnalysisSchema = z.object({
  interests: z.array(z.string()),
  demographics: z.array(z.string()),
  behaviors: z.array(z.string()),
  giftCategories: z.array(z.string()),
  confidenceScore: z.number().int(),
});

export const adMetadataSchema = z.object({
  adInsights: insightAnalysisSchema,
  targetingReasons: z.array(z.string()),
  advertiser: z.string().nullable(),
  campaignType: z.string().nullable(),
  additionalDetails: z.string().nullable(),
});
export type AdMetadata = z.infer<typeof adMetadataSchema>;

export const trackedAdSchema = z.object({
  id: z.number().int(),
  familyMemberId: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  priceRange: z.string().nullable(),
  platform: z.string().nullable(),
  url: z.string().nullable(),
  advertiser: z.string().nullable(),
  /** `/api/tracked-ads/{id}/photo?v=…`, or null without a photo. */
  photoUrl: z.string().nullable(),
  /** The insights variant: what the targeting panel said, analysed (null for a quick ad). */
  metadata: adMetadataSchema.nullable(),
  createdByUserId: z.number().int().nullable(),
  /** The viewer tracked it, is the member it is about, or owns the family. */
  canDelete: z.boolean(),
  createdAt: z.string(),
});
export type TrackedAd = z.infer<typeof trackedAdSchema>;

export const trackedAdPageSchema = z.object({
  items: z.array(trackedAdSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type TrackedAdPage = z.infer<typeof trackedAdPageSchema>;

const DAYS_MESSAGE = `must be ${AD_PERIOD_DAYS.join(', ')} or all`;

/** The filters of Ad History: time period, search text, and a cursor for the next page. */
export const adFilterShape = {
  days: z
    .union([z.literal('all'), z.coerce.number(DAYS_MESSAGE)], DAYS_MESSAGE)
    .optional()
    .refine(
      (v) => v === undefined || v === 'all' || (AD_PERIOD_DAYS as readonly number[]).includes(v),
      DAYS_MESSAGE,
    )
    .transform((v) => (v === 'all' ? undefined : (v as (typeof AD_PERIOD_DAYS)[number] | undefined))),
  q: str('must be text').trim().max(100, 'must be at most 100 characters').optional(),
  cursor: str('must be a cursor').max(200, 'is not a valid cursor').optional(),
  limit: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(AD_LIMITS.maxPageSize, `must be at most ${AD_LIMITS.maxPageSize}`)
    .optional(),
};

export const listTrackedAdsQuerySchema = z.object({ memberId: idSchema.optional(), ...adFilterShape });
export const memberTrackedAdsQuerySchema = z.object(adFilterShape);
export type AdListFilters = z.output<typeof listTrackedAdsQuerySchema>;
