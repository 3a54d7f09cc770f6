import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DataDeletionOutcome, DataDeletionStatus } from '#common/account';
import { badRequest, notFound } from '../../errors';
import type { DeletionService } from './account.deletion';
import type { DeletionRepository } from './account.deletion.repository';

export const BAD_SIGNATURE_MESSAGE = 'Invalid signed_request: the signature does not match.';
export const MALFORMED_MESSAGE = 'Invalid signed_request: expected two base64url parts.';

const payloadSchema = z.object({
  algorithm: z.string().refine((a) => a.toUpperCase() === 'HMAC-SHA256', 'algorithm must be HMAC-SHA256'),
  user_id: z.string().min(1).max(64),
  issued_at: z.number().optional(),
});

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * Facebook's `signed_request`: `base64url(HMAC-SHA256(payload, app secret)).base64url(payload)`.
 * Returns the Facebook user id it names, or throws a 400 for anything not signed by us.
 */
export function verifySignedRequest(signedRequest: string, appSecret: string): string {
  const [signaturePart, payloadPart, extra] = signedRequest.split('.');
  if (!signaturePart || !payloadPart || extra !== undefined) throw badRequest(MALFORMED_MESSAGE);
  if (!BASE64URL.test(signaturePart) || !BASE64URL.test(payloadPart)) throw badRequest(MALFORMED_MESSAGE);
  const signature = Buffer.from(signaturePart, 'base64url');
  const expected = createHmac('sha256', appSecret).update(payloadPart).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    throw badRequest(BAD_SIGNATURE_MESSAGE);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid signed_request: the payload is not JSON.');
  }
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) throw badRequest('Invalid signed_request: it names no Facebook user.');
  return parsed.data.user_id;
}

/** 16 characters from an unambiguous alphabet, from a cryptographic source. */
export function confirmationCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Facebook says a person removed GiftLens from their Facebook apps: forget the Facebook link
 * and what only it gave. When Facebook was the account's only sign-in, nothing could open
 * the account again, so the whole account is deleted (families handed over first).
 */
export function createFacebookDeletion(repo: DeletionRepository, deletion: DeletionService) {
  return {
    async handle(facebookUserId: string, log: FastifyBaseLogger) {
      const signIn = await repo.findFacebookSignIn(facebookUserId);
      let outcome: DataDeletionOutcome = 'nothing_found';
      if (signIn && signIn.otherSignIns === 0) {
        await deletion.deleteAccount(signIn.userId, log);
        outcome = 'account_deleted';
      } else if (signIn) {
        await repo.removeFacebookSignIn(signIn.userId, signIn.id);
        outcome = 'link_removed';
      }
      return repo.recordDeletionRequest(confirmationCode(), outcome);
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
