import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unsubscribeTokens, userSettings, users } from '../../db/schema';

/**
 * The unsubscribe link of reminder e-mails works without signing in, so its token is the key:
 * 256 random bits per user, kept in `unsubscribe_tokens` (made with the first reminder, the
 * same in every mail after). It names nobody: links sent before this carried the user id and
 * an HMAC of it (`<id>.<signature>`); those still work, checked as before, and none is made.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SIGNED_ID = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`reminders-unsubscribe:${userId}`).digest('base64url');

async function storedToken(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ token: unsubscribeTokens.token })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.userId, userId));
  return row?.token;
}

/** The user's token, made now if they have none (two servers at once agree on one). */
export async function unsubscribeTokenOf(db: Db, userId: number): Promise<string> {
  const kept = await storedToken(db, userId);
  if (kept) return kept;
  await db
    .insert(unsubscribeTokens)
    .values({ userId, token: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: unsubscribeTokens.userId });
  const token = await storedToken(db, userId);
  if (!token) throw new Error('unsubscribe token vanished');
  return token;
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/reminders/unsubscribe/${token}`;

/** Whose link this is: a kept token, or an id signed by a link sent before; null for anything else. */
export async function userOfUnsubscribeToken(db: Db, secret: string, token: string): Promise<number | null> {
  if (TOKEN.test(token)) {
    const [row] = await db
      .select({ userId: unsubscribeTokens.userId })
      .from(unsubscribeTokens)
      .where(eq(unsubscribeTokens.token, token));
    return row?.userId ?? null;
  }
  const signed = SIGNED_ID.exec(token);
  if (!signed) return null;
  const userId = Number(signed[1]);
  const expected = Buffer.from(signatureOf(secret, userId));
  const given = Buffer.from(signed[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** Stops reminder e-mails for the user (the unsubscribe link). */
export async function unsubscribe(db: Db, userId: number): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  await db
    .insert(userSettings)
    .values({ userId, reminderDays: [] })
    .onConflictDoUpdate({ target: userSettings.userId, set: { reminderDays: [] } });
  return true;
}
