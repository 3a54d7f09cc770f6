import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_INVALID, REQUEST_IN_PROGRESS } from '#common/endpoints/platform.errors';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { refusal } from '../errors';

/** A repeated submission within this time gets the first answer again. */
export const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;
/** A first request still unanswered after this is taken to have died; a retry goes ahead. */
const STALE_PENDING_MS = 60 * 1000;
const KEY_LENGTH = { minLength: 8, maxLength: 100 } as const;
const KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${KEY_LENGTH.minLength},${KEY_LENGTH.maxLength}}$`);
export const IDEMPOTENCY_HEADER = 'idempotency-key';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, once it was taken as the first of its kind. */
    idempotency?: { key: string; route: string };
  }
}

/**
 * Creates sent with an `Idempotency-Key` are done once (issue 23: a tap repeated after a lost
 * connection made a second record). The first request takes the key under the user and the
 * route; a repeat while it runs gets 409, a repeat after it answered gets the same answer
 * (status and body) for ten minutes. A refused or failed first answer frees the key, so a
 * corrected retry goes ahead. Kept in the database, so every server of a deployment agrees.
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', async (request, reply) => {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined || request.method !== 'POST' || !request.user) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !KEY_PATTERN.test(key))
      throw refusal(IDEMPOTENCY_KEY_INVALID, { field: 'Idempotency-Key', ...KEY_LENGTH });
    const userId = request.user.id;
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const now = Date.now();
    const where = and(
      eq(idempotentRequests.userId, userId),
      eq(idempotentRequests.key, key),
      eq(idempotentRequests.route, route),
    );
    // What is past its window (or a first request that died) no longer holds the key.
    await db
      .delete(idempotentRequests)
      .where(
        and(
          where,
          sql`(${idempotentRequests.createdAt} < ${new Date(now - IDEMPOTENCY_WINDOW_MS)} or (${idempotentRequests.status} is null and ${idempotentRequests.createdAt} < ${new Date(now - STALE_PENDING_MS)}))`,
        ),
      );
    const taken = await db
      .insert(idempotentRequests)
      .values({ userId, key, route })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (taken.length > 0) {
      request.idempotency = { key, route };
      return;
    }
    const [first] = await db.select().from(idempotentRequests).where(where);
    if (!first || first.status === null) throw refusal(REQUEST_IN_PROGRESS);
    reply.header('idempotent-replay', 'true');
    return reply
      .code(first.status)
      .type('application/json; charset=utf-8')
      .send(first.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held || !request.user) return payload;
    const where = and(
      eq(idempotentRequests.userId, request.user.id),
      eq(idempotentRequests.key, held.key),
      eq(idempotentRequests.route, held.route),
    );
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db.update(idempotentRequests).set({ status: reply.statusCode, body: payload }).where(where);
    } else {
      await db.delete(idempotentRequests).where(where);
    }
    return payload;
  });
}
