import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { confirmationCode, verifySignedRequest } from './account.facebook';

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
  it('gives the user id of a request signed with the app secret', () => {
    expect(
      verifySignedRequest(sign({ algorithm: 'HMAC-SHA256', user_id: '42', issued_at: 1 }), 'app-secret'),
    ).toBe('42');
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

  it('makes confirmation codes of 16 unambiguous characters, different each time', () => {
    const codes = new Set(Array.from({ length: 50 }, confirmationCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
  });
});
