import { z } from 'zod';
import { idSchema } from './api/fields';
import { CLAIM_STATUSES } from './wishlists';

/**
 * What leaving changes for others (issue 29, decision 0033): the Leave family and Delete account
 * dialogs name it before anyone confirms. With `familyId`, leaving that family; without, every
 * family the account belongs to (deleting it).
 */
export const departureQuerySchema = z.object({ familyId: idSchema.optional() });

export const departurePreviewSchema = z.object({
  /** Exchanges the caller takes part in, not yet revealed, with others in them. */
  exchanges: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      familyName: z.string(),
      /** How many would still take part: below three the owner is asked whether to end it. */
      remaining: z.number().int(),
    }),
  ),
  /** The caller's pledges towards group gifts: released, and whoever collects them told. */
  pledges: z.array(
    z.object({
      itemId: z.number().int(),
      title: z.string(),
      /** Whose wishlist it is on. */
      forName: z.string(),
      familyName: z.string(),
      amountCents: z.number().int(),
      currency: z.string().nullable(),
    }),
  ),
  /** The caller's claims on relatives' wishes: released, so someone else can get it. */
  claims: z.array(
    z.object({
      itemId: z.number().int(),
      title: z.string(),
      forName: z.string(),
      familyName: z.string(),
      quantity: z.number().int(),
      status: z.enum(CLAIM_STATUSES),
    }),
  ),
});
export type DeparturePreview = z.infer<typeof departurePreviewSchema>;
