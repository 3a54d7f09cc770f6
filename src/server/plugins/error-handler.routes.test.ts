import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../test/test-app';
import { describeQueryError } from './error-handler';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(testConfig({}, { logLevel: 'info' }), {
    logStream: { write: (l) => lines.push(l) },
  });
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers every error as {code, message}, with the parameters a client words it from', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/family-accounts' });
    expect(anonymous.json()).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
    const cookie = await t.signIn('errors@example.com');
    const invalid = await t.request({
      method: 'POST',
      url: '/api/family-accounts',
      cookie,
      payload: { name: '' },
    });
    expect(invalid.json()).toEqual({
      code: 'invalid_field',
      message: 'Invalid name: Family name is required',
      params: { field: 'name', issue: 'too_small', limit: 1 },
    });
    const tooLong = await t.request({
      method: 'POST',
      url: '/api/family-accounts',
      cookie,
      payload: { name: 'x'.repeat(200) },
    });
    expect(tooLong.json()).toMatchObject({
      code: 'invalid_field',
      params: { field: 'name', issue: 'too_big', limit: expect.any(Number) },
    });
    const missing = await t.request({ method: 'GET', url: '/api/family-accounts/999999', cookie });
    expect(missing.json()).toEqual({
      code: 'not_found',
      message: 'Family not found',
      params: { what: 'Family' },
    });
    const tooBig = await t.request({
      method: 'POST',
      url: '/api/family-accounts',
      cookie,
      payload: { name: 'x', description: 'y'.repeat(2 * 1024 * 1024) },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 'payload_too_large',
      message: 'The request is too large: this address accepts at most 1 MB.',
      params: { maxBytes: 1024 * 1024 },
    });
    const unknown = await t.request({ method: 'GET', url: '/api/nothing-here', cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Not found: GET /api/nothing-here' });
    const unknownWrite = await t.request({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(unknownWrite.statusCode).toBe(404);
    expect(unknownWrite.json()).toEqual({ code: 'not_found', message: 'Not found: POST /api/nothing-here' });
  });

  it('logs a failed query by its code and statement, never the names and e-mails it carried', async () => {
    const cookie = await t.signIn('logs@example.com');
    const family = (
      await t.request({ method: 'POST', url: '/api/family-accounts', cookie, payload: { name: 'Loggers' } })
    ).json();
    await t.database.db.execute(sql`alter table family_invites rename to family_invites_gone`);
    try {
      lines.length = 0;
      const res = await t.request({
        method: 'POST',
        url: '/api/family-members/invite',
        cookie,
        payload: {
          email: 'secret.person@example.com',
          inviterName: 'Secretive Sender',
          fromEmail: 'logs@example.com',
          familyAccountId: family.id,
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'internal',
        message: 'Something went wrong on our side. Please try again.',
      });
      const log = lines.join('\n');
      expect(log).toMatch(/query failed/);
      expect(log).toMatch(/42P01/);
      expect(log).not.toContain('secret.person@example.com');
      expect(log).not.toContain(family.inviteCode);
    } finally {
      await t.database.db.execute(sql`alter table family_invites_gone rename to family_invites`);
    }
  });
});

describe('describeQueryError', () => {
  it('keeps the code and the statement with its placeholders, and drops the parameters', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const wrapped = Object.assign(
      new Error('Failed query: insert into "users" values ($1)\nparams: alice@example.com'),
      {
        query: 'insert into "users" values ($1)',
        params: ['alice@example.com'],
        cause: driver,
      },
    );
    const described = describeQueryError(wrapped);
    expect(described).toMatchObject({ code: '23505', query: 'insert into "users" values ($1)' });
    expect(JSON.stringify(described)).not.toContain('alice');
  });
});
