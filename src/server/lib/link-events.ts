import { eq } from 'drizzle-orm';
import type { LinkEventAction } from '#common/account';
import type { Db } from '../db/client';
import { providerLinkEvents } from '../db/schema';

/** Records a sign-in method added to or removed from the user's account (provider_link_events). */
export async function recordLinkEvent(tx: Db, userId: number, provider: string, action: LinkEventAction) {
  await tx.insert(providerLinkEvents).values({ userId, provider, action });
}

/** The user's sign-in methods added and removed: which provider, how, and when; order it to taste. */
export const linkEventsOf = (db: Db, userId: number) =>
  db
    .select({
      provider: providerLinkEvents.provider,
      action: providerLinkEvents.action,
      at: providerLinkEvents.createdAt,
    })
    .from(providerLinkEvents)
    .where(eq(providerLinkEvents.userId, userId));
