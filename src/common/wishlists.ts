import { z } from 'zod';
import { bodyIdSchema, idSchema, str } from './api/fields';

/**
 * Wishlists (issue 22): what each member says they want, claims hidden from them, and group
 * gifts relatives pledge towards. Schemas both sides use.
 */

export const WISHLIST_PRIORITIES = ['high', 'medium', 'low'] as const;
export type WishlistPriority = (typeof WISHLIST_PRIORITIES)[number];
export const CLAIM_STATUSES = ['reserved', 'purchased'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const WISHLIST_LIMITS = {
  title: 200,
  notes: 1000,
  url: 2000,
  maxQuantity: 99,
  /** $100,000 in cents. */
  maxPriceCents: 10_000_000,
  itemsPerMember: 200,
} as const;

const text = (max: number) =>
  str('must be text')
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** An http(s) address, as typed or pasted. */
export const httpUrlSchema = str('must be a link')
  .trim()
  .max(WISHLIST_LIMITS.url, `must be at most ${WISHLIST_LIMITS.url} characters`)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http or https link');

const cents = (what: string) =>
  z
    .number(`${what} must be a number of cents`)
    .int(`${what} must be whole cents`)
    .min(0, `${what} must not be negative`)
    .max(WISHLIST_LIMITS.maxPriceCents, `${what} must be at most ${WISHLIST_LIMITS.maxPriceCents} cents`);

const currencySchema = str('must be a currency code')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as USD');

const quantitySchema = z
  .number('quantity must be a number')
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(WISHLIST_LIMITS.maxQuantity, `quantity must be at most ${WISHLIST_LIMITS.maxQuantity}`);

const itemFields = {
  title: text(WISHLIST_LIMITS.title),
  url: httpUrlSchema.nullish().transform((v) => v || null),
  notes: text(WISHLIST_LIMITS.notes),
  priority: z.enum(WISHLIST_PRIORITIES, `must be one of ${WISHLIST_PRIORITIES.join(', ')}`).optional(),
  quantity: quantitySchema.optional(),
  priceCents: cents('priceCents')
    .nullish()
    .transform((v) => v ?? null),
  currency: currencySchema.nullish().transform((v) => v ?? null),
  occasionId: bodyIdSchema('must be an occasion id')
    .nullish()
    .transform((v) => v ?? null),
};

/** `POST /api/family-members/{id}/wishlist`: a title, a link, or both. */
export const createWishlistItemSchema = z
  .strictObject(itemFields)
  .refine((item) => item.title !== null || item.url !== null, {
    message: 'give a title or a link',
    path: ['title'],
  })
  .transform((item) => ({ ...item, priority: item.priority ?? 'medium', quantity: item.quantity ?? 1 }));
export type CreateWishlistItemInput = z.input<typeof createWishlistItemSchema>;
export type CreateWishlistItemData = z.output<typeof createWishlistItemSchema>;

/** `PUT /api/wishlist-items/{id}`: the whole item again (its member's editors). */
export const updateWishlistItemSchema = createWishlistItemSchema;

export const claimInputSchema = z.strictObject({
  quantity: quantitySchema.optional().transform((v) => v ?? 1),
  status: z.enum(CLAIM_STATUSES, `status must be one of ${CLAIM_STATUSES.join(', ')}`),
});
export type ClaimInput = z.input<typeof claimInputSchema>;

export const groupGiftInputSchema = z.strictObject({
  targetCents: cents('targetCents').min(100, 'targetCents must be at least 100 (one dollar)'),
});

export const pledgeInputSchema = z.strictObject({
  amountCents: cents('amountCents').min(1, 'amountCents must be at least 1'),
});

export const wishlistFilterQuerySchema = z.object({
  occasionId: idSchema.optional(),
  /** "1": only items with something left to claim. */
  unclaimed: z.enum(['1', '0'], 'unclaimed must be 1 or 0').optional(),
});

const personSchema = z.object({
  userId: z.number().int(),
  /** "A former member" once they left. */
  name: z.string(),
  mine: z.boolean(),
});

/**
 * Who claimed and pledged what, for everyone but the member the item is for (surprise
 * protection): absent, not empty, on the member's own reads.
 */
export const claimStateSchema = z.object({
  claimedQuantity: z.number().int(),
  purchasedQuantity: z.number().int(),
  remaining: z.number().int(),
  claims: z.array(personSchema.extend({ quantity: z.number().int(), status: z.enum(CLAIM_STATUSES) })),
  /** The member changed the item after the viewer claimed it. */
  changedSinceMyClaim: z.boolean(),
  /**
   * For a claimer: pledges released since they last confirmed their claim, because whoever made
   * them left the family (who it was is not kept). Confirming the claim again clears them.
   */
  releasedPledges: z.array(z.object({ amountCents: z.number().int(), releasedAt: z.string() })),
  groupGift: z
    .object({
      targetCents: z.number().int(),
      pledgedCents: z.number().int(),
      pledges: z.array(personSchema.extend({ amountCents: z.number().int() })),
    })
    .nullable(),
  canClaim: z.boolean(),
});
export type ClaimState = z.infer<typeof claimStateSchema>;

export const wishlistItemSchema = z.object({
  id: z.number().int(),
  familyMemberId: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  /** The copied picture (`/api/wishlist-items/{id}/image`), or null. */
  imageUrl: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  notes: z.string().nullable(),
  priority: z.enum(WISHLIST_PRIORITIES),
  quantity: z.number().int(),
  occasionId: z.number().int().nullable(),
  createdAt: z.string(),
  canEdit: z.boolean(),
  claimState: claimStateSchema.optional(),
  /**
   * On the member's own items only, and only when the family lets members know: someone claimed
   * it (never who, how many or whether it was bought).
   */
  somethingClaimed: z.boolean().optional(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
