import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { OAuthTransaction } from './auth.oauth';
import type { ProviderIdentity } from './auth.repository';

const TX_COOKIE = 'giftlens.oauth';
const TX_MAX_AGE_S = 600;
const PENDING_COOKIE = 'giftlens.pending';
/** How long a sign-in waits for "Unify" or "Keep separate". */
export const PENDING_MAX_AGE_S = 900;

const transactionSchema = z.object({
  provider: z.enum(['google', 'facebook']),
  state: z.string(),
  verifier: z.string(),
  nonce: z.string().optional(),
  intent: z.enum(['link', 'unify']).optional(),
  /** link: the user who started it, and a digest of their session, re-checked at the callback. */
  userId: z.number().int().optional(),
  binding: z.string().optional(),
});
export type SignInTransaction = z.infer<typeof transactionSchema> & OAuthTransaction;

const pendingSchema = z.object({
  identity: z.object({
    provider: z.enum(['google', 'facebook']),
    subject: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    pictureUrl: z.string().nullable(),
  }),
  /** The existing account whose sign-in e-mail matched. */
  targetUserId: z.number().int(),
  createdAt: z.number(),
});
export type PendingLinkCookie = z.infer<typeof pendingSchema> & {
  identity: ProviderIdentity & { provider: 'google' | 'facebook'; email: string };
};

/** A digest of the session a link was started in: the cookie never carries the session key itself. */
export const sessionBinding = (sessionKey: string) =>
  createHash('sha256').update(`link:${sessionKey}`).digest('base64url');

/** The signed, httpOnly, short-lived cookies the sign-in flows keep between redirects. */
export function signInCookies(config: AppConfig) {
  const options = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.production,
    signed: true,
  };

  function read<T>(request: FastifyRequest, name: string, schema: z.ZodType<T>): T | null {
    const raw = request.cookies[name];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || unsigned.value === null) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(unsigned.value));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  return {
    setTransaction(reply: FastifyReply, tx: SignInTransaction) {
      reply.setCookie(TX_COOKIE, JSON.stringify(tx), { ...options, maxAge: TX_MAX_AGE_S });
    },
    readTransaction: (request: FastifyRequest) =>
      read(request, TX_COOKIE, transactionSchema) as SignInTransaction | null,
    clearTransaction(reply: FastifyReply) {
      reply.clearCookie(TX_COOKIE, options);
    },

    setPending(reply: FastifyReply, pending: Omit<PendingLinkCookie, 'createdAt'>) {
      const value: PendingLinkCookie = { ...pending, createdAt: Date.now() };
      reply.setCookie(PENDING_COOKIE, JSON.stringify(value), { ...options, maxAge: PENDING_MAX_AGE_S });
    },
    /** The waiting sign-in, while it is fresh (the cookie's own expiry is the browser's word only). */
    readPending(request: FastifyRequest): PendingLinkCookie | null {
      const pending = read(request, PENDING_COOKIE, pendingSchema) as PendingLinkCookie | null;
      if (!pending || Date.now() - pending.createdAt > PENDING_MAX_AGE_S * 1000) return null;
      return pending;
    },
    clearPending(reply: FastifyReply) {
      reply.clearCookie(PENDING_COOKIE, options);
    },
  };
}

export type SignInCookies = ReturnType<typeof signInCookies>;
