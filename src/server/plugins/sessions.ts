import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { ReadCache } from '../lib/read-cache';

export const IDLE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

/** The columns of users a SessionUser holds. */
export const sessionUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionKey: string | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function sessionCookieName(config: AppConfig) {
  return config.production ? '__Host-giftlens.sid' : 'giftlens.sid';
}

export interface SessionStore {
  /** Signs the user in: always a new id (no fixation), old session of this browser removed. */
  start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function registerSessions(
  app: FastifyInstance,
  config: AppConfig,
  db: Db,
  cache: Pick<ReadCache, 'get'> = { get: (_key, load) => load() },
) {
  const cookieName = sessionCookieName(config);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.production,
  };

  // Every API request runs this: prepared once rather than rebuilt per request.
  const lookup = db
    .select({
      ...sessionUserColumns,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('key')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('session_lookup');

  app.decorateRequest('user', null);
  app.decorateRequest('sessionKey', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    const key = hash(token);
    const now = new Date();
    // Remembered until the session or its user changes (a trigger announces it, lib/read-cache.ts);
    // expiry and idleness are checked here on every request all the same.
    const found = await cache.get(
      `session:${key}`,
      async () => {
        const [row] = await lookup.execute({
          key,
          now,
          idleSince: new Date(now.getTime() - IDLE_TIMEOUT_MS),
        });
        if (!row) return undefined;
        const { lastSeenAt, expiresAt, ...user } = row;
        return { user, expiresAt, lastSeenAt };
      },
      (session) => [`session:${key}`, `user:${session.user.id}`],
    );
    if (!found || found.expiresAt <= now || found.lastSeenAt.getTime() <= now.getTime() - IDLE_TIMEOUT_MS)
      return;
    request.user = found.user;
    request.sessionKey = key;
    if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, key));
      // The remembered copy learns it too (the touch announces nothing; dates are not frozen).
      found.lastSeenAt.setTime(now.getTime());
    }
  });

  const store: SessionStore = {
    async start(request, reply, userId) {
      const previous = request.cookies[cookieName];
      if (previous) await db.delete(sessions).where(eq(sessions.id, hash(previous)));
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await db.insert(sessions).values({
        id: hash(token),
        userId,
        expiresAt: new Date(now + ABSOLUTE_TIMEOUT_MS),
      });
      // Ended sessions are swept by the hourly housekeeping job (lib/housekeeping.ts).
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: ABSOLUTE_TIMEOUT_MS / 1000 });
    },
    async end(request, reply) {
      const token = request.cookies[cookieName];
      if (token) await db.delete(sessions).where(eq(sessions.id, hash(token)));
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
  app.decorate('sessions', store);
}
