import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adImpressions } from '../../db/schema';
import type { MergePair } from '../../lib/records';

/** Two records of one person become one: the banner ads shown on the one that goes were shown on the kept one. */
export async function mergeImpressions(tx: Db, { from, into }: MergePair) {
  await tx.update(adImpressions).set({ familyMemberId: into }).where(eq(adImpressions.familyMemberId, from));
}
