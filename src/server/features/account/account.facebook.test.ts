import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { confirmationCodeFor, FRESH_FOR_MS, requireFresh, verifySignedRequest } from './account.facebook';

const sign = (payload: object, secret = 'app-secret') => {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${createHmac('sha256', secret).update(body).digest('base64url')}.${body}`;
};

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? `${err.statusCode} ${err.message}` : String(err);
  }
  return 'no error';
};

describe("Facebook's signed_request", () => {
  it('gives the user id and issue time of a request signed with the app secret', () => {
    const signed = sign({ algorithm: 'HMAC-SHA256', user_id: '42', issued_at: 1_772_470_665 });
    expect(verifySignedRequest(signed, 'app-secret')).toEqual({
      userId: '42',
      issuedAt: 1_772_470_665_000,
      signature: signed.split('.')[0],
    });
  });

  it('refuses a request without issued_at, naming it', () => {
    expect(
      failure(() => verifySignedRequest(sign({ algorithm: 'HMAC-SHA256', user_id: '42' }), 'app-secret')),
    ).toBe('400 Invalid signed_request: it has no issued_at time.');
  });

  it('is fresh for ten minutes after issue and a minute before it, and no longer', () => {
    const now = Date.UTC(2026, 2, 2, 12);
    expect(failure(() => requireFresh(now - FRESH_FOR_MS, now))).toBe('no error');
    expect(failure(() => requireFresh(now + 60_000, now))).toBe('no error');
    expect(failure(() => requireFresh(now - FRESH_FOR_MS - 1000, now))).toBe(
      "400 Invalid signed_request: it was issued 10 minutes ago; Facebook's callbacks are at most 10 minutes old.",
    );
    expect(failure(() => requireFresh(now - 3 * 365 * 86_400_000, now))).toMatch(
      /^400 .*issued 1576800 minutes ago/,
    );
    expect(failure(() => requireFresh(now + 61_000, now))).toBe(
      '400 Invalid signed_request: its issued_at is in the future.',
    );
  });

  it('refuses another secret, another algorithm, a payload without user, and garbage, all as 400', () => {
    expect(
      failure(() =>
        verifySignedRequest(sign({ algorithm: 'HMAC-SHA256', user_id: '42' }, 'x'), 'app-secret'),
      ),
    ).toBe('400 Invalid signed_request: the signature does not match.');
    expect(
      failure(() => verifySignedRequest(sign({ algorithm: 'NONE', user_id: '42' }), 'app-secret')),
    ).toMatch(/^400/);
    expect(failure(() => verifySignedRequest(sign({ algorithm: 'HMAC-SHA256' }), 'app-secret'))).toMatch(
      /^400/,
    );
    for (const garbage of ['', 'onlyone', 'a.b.c', '!!.??']) {
      expect(failure(() => verifySignedRequest(garbage, 'app-secret'))).toMatch(/^400/);
    }
  });

  it('makes one confirmation code per request: 16 unambiguous characters, the same for a replay', () => {
    const codes = new Set(
      Array.from({ length: 50 }, (_, i) => confirmationCodeFor(`signature-${i}`, 'app-secret')),
    );
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(confirmationCodeFor('signature-1', 'app-secret')).toBe(
      confirmationCodeFor('signature-1', 'app-secret'),
    );
    expect(confirmationCodeFor('signature-1', 'other-secret')).not.toBe(
      confirmationCodeFor('signature-1', 'app-secret'),
    );
  });
});
