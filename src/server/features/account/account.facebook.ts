import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DataDeletionOutcome, DataDeletionStatus } from '#common/account';
import { str } from '#common/api/fields';
import { SIGNED_REQUEST_INVALID, SIGNED_REQUEST_STALE } from '#common/endpoints/account.errors';
import { notFound, refusal } from '../../errors';
import type { DeletionService } from './account.deletion';
import type { DeletionRepository } from './account.deletion.repository';

/** A signed_request that is not one Facebook signed for this app, `problem` saying how. */
const invalid = (problem: Parameters<typeof SIGNED_REQUEST_INVALID.message>[0]['problem']) =>
  refusal(SIGNED_REQUEST_INVALID, { problem });

/**
 * Facebook calls the moment a person removes the app: a request issued longer ago than this
 * (or later than the clocks can disagree) is not Facebook's call but a replay or a forgery
 * made with a leaked secret, and starts nothing new.
 */
export const FRESH_FOR_MS = 10 * 60 * 1000;
export const CLOCK_SKEW_MS = 60 * 1000;

const payloadSchema = z.object({
  algorithm: z.string().refine((a) => a.toUpperCase() === 'HMAC-SHA256', 'algorithm must be HMAC-SHA256'),
  // Text PostgreSQL can hold (no U+0000, no lone surrogate), as every text input: it is looked up.
  user_id: str().min(1).max(64),
  issued_at: z.number().int().positive(),
});

/** A signed_request whose signature checked out. */
export interface SignedRequest {
  userId: string;
  /** When Facebook issued it, in ms. */
  issuedAt: number;
  /** Its signature part: the same request sent again carries the same one. */
  signature: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * Facebook's `signed_request`: `base64url(HMAC-SHA256(payload, app secret)).base64url(payload)`.
 * Returns the Facebook user id it names and when it was issued, or throws a 400 for anything
 * not signed with our secret or not naming both.
 */
export function verifySignedRequest(signedRequest: string, appSecret: string): SignedRequest {
  const [signaturePart, payloadPart, extra] = signedRequest.split('.');
  if (!signaturePart || !payloadPart || extra !== undefined) throw invalid('malformed');
  if (!BASE64URL.test(signaturePart) || !BASE64URL.test(payloadPart)) throw invalid('malformed');
  const signature = Buffer.from(signaturePart, 'base64url');
  const expected = createHmac('sha256', appSecret).update(payloadPart).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    throw invalid('bad_signature');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    throw invalid('not_json');
  }
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) {
    const at = (field: string) => parsed.error.issues.some((i) => i.path[0] === field);
    if (at('issued_at') && !at('user_id')) throw invalid('no_issued_at');
    const userId = (payload as { user_id?: unknown } | null)?.user_id;
    if (typeof userId === 'string' && userId.length > 0 && userId.length <= 64) {
      throw invalid('bad_user_id');
    }
    throw invalid('no_user');
  }
  // The signature as bytes, re-encoded: padding or not, one request is one signature.
  return {
    userId: parsed.data.user_id,
    issuedAt: parsed.data.issued_at * 1000,
    signature: signature.toString('base64url'),
  };
}

/** A 400 unless the request was issued within the last ten minutes (a minute of clock skew). */
export function requireFresh(issuedAt: number, now = Date.now()) {
  if (issuedAt > now + CLOCK_SKEW_MS) {
    throw invalid('from_the_future');
  }
  if (now - issuedAt > FRESH_FOR_MS) {
    const minutes = Math.floor((now - issuedAt) / 60_000);
    throw refusal(SIGNED_REQUEST_STALE, { minutesOld: minutes, maxMinutes: FRESH_FOR_MS / 60_000 });
  }
}

/** 16 characters from an unambiguous alphabet (32 letters and digits: 80 bits). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The confirmation code of one signed request: keyed by the app secret and the request's
 * signature, so the same request sent again gets the same code (and finds its record), while
 * nobody without the secret can guess one.
 */
export function confirmationCodeFor(signature: string, appSecret: string): string {
  const digest = createHmac('sha256', appSecret).update(`data-deletion:${signature}`).digest();
  return [...digest.subarray(0, 16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * Facebook says a person removed GiftLens from their Facebook apps: forget the Facebook link
 * and what only it gave. When Facebook was the account's only sign-in, nothing could open
 * the account again, so the whole account is deleted (families handed over first). A request
 * already answered (a replay, or Facebook retrying) gets its first confirmation and does
 * nothing new; a new one must be fresh.
 */
export function createFacebookDeletion(repo: DeletionRepository, deletion: DeletionService) {
  return {
    async handle(signed: SignedRequest, appSecret: string, log: FastifyBaseLogger, now = Date.now()) {
      const code = confirmationCodeFor(signed.signature, appSecret);
      const answered = await repo.findDeletionRequest(code);
      if (answered) return answered;
      requireFresh(signed.issuedAt, now);
      const signIn = await repo.findFacebookSignIn(signed.userId);
      let outcome: DataDeletionOutcome = 'nothing_found';
      if (signIn && signIn.otherSignIns === 0) {
        await deletion.deleteAccount(signIn.userId, log);
        outcome = 'account_deleted';
      } else if (signIn) {
        await repo.removeFacebookSignIn(signIn.userId, signIn.id);
        outcome = 'link_removed';
      }
      try {
        return await repo.recordDeletionRequest(code, outcome);
      } catch (err) {
        // The same request twice at once: the other one recorded it first.
        const first = await repo.findDeletionRequest(code);
        if (first) return first;
        throw err;
      }
    },

    async status(code: string): Promise<DataDeletionStatus> {
      const row = await repo.findDeletionRequest(code.trim().toUpperCase());
      if (!row) throw notFound('Deletion request');
      return {
        confirmationCode: row.confirmationCode,
        status: 'completed',
        outcome: row.outcome,
        requestedAt: row.requestedAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
      };
    },
  };
}
