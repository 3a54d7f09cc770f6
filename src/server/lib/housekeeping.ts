import { and, eq, lt, or } from 'drizzle-orm';
import { IMPRESSION_RETENTION_DAYS } from '#common/consent';
import type { Db } from '../db/client';
import { adImpressions, familyInvites, idempotentRequests, occasionReminders, sessions } from '../db/schema';
import { IDLE_TIMEOUT_MS } from '../plugins/sessions';
import { forgetEndedLimits } from './shared-limits';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An expired invitation is kept this long, so its link can still say "expired". */
const EXPIRED_INVITE_GRACE_DAYS = 30;
/**
 * A sent reminder is remembered until its occasion's day has passed everywhere (a day and a
 * half of time zones, with room): after that it can never be due again.
 */
const REMINDER_MEMORY_DAYS = 3;

/**
 * What is due anyway, run by the job runner every hour (decision 0025): sessions past their
 * idle or absolute end, invitations long expired, banner-ad impressions older than the privacy
 * policy says they are kept, the record of reminders whose day has passed, and rate-limit
 * windows, upload slots and cool-downs that ended.
 */
export async function housekeep(db: Db, now = new Date()) {
  const at = now.getTime();
  const endedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(at - IDLE_TIMEOUT_MS))))
    .returning({ id: sessions.id });
  const expiredInvites = await db
    .delete(familyInvites)
    .where(
      and(
        eq(familyInvites.status, 'pending'),
        lt(familyInvites.expiresAt, new Date(at - EXPIRED_INVITE_GRACE_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: familyInvites.id });
  const oldImpressions = await db
    .delete(adImpressions)
    .where(lt(adImpressions.createdAt, new Date(at - IMPRESSION_RETENTION_DAYS * DAY_MS)))
    .returning({ id: adImpressions.id });
  const pastReminders = await db
    .delete(occasionReminders)
    .where(
      lt(occasionReminders.occursOn, new Date(at - REMINDER_MEMORY_DAYS * DAY_MS).toISOString().slice(0, 10)),
    )
    .returning({ userId: occasionReminders.userId });
  await forgetEndedLimits(db, now);
  // Repeated creates are answered from these for ten minutes (plugins/idempotency.ts); a day is plenty.
  await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, new Date(at - DAY_MS)));
  return {
    sessions: endedSessions.length,
    invites: expiredInvites.length,
    impressions: oldImpressions.length,
    reminders: pastReminders.length,
  };
}
