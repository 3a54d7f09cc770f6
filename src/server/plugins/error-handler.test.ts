import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_WITHDRAWN } from '#common/endpoints/families.errors';
import { PLEDGE_EXCEEDS_REMAINING } from '#common/endpoints/wishlists.errors';
import { hiddenNotFound, notFound, refusal } from '../errors';
import { describeError } from '../lib/error-docs';
import { registerErrorHandler } from './error-handler';

/** A bare server with only the error handler: each route throws one refusal. */
const app = Fastify();
beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/pledge', () => {
    throw refusal(PLEDGE_EXCEEDS_REMAINING, { field: 'amountCents', remainingCents: 1500 });
  });
  app.get('/withdrawn', () => {
    throw refusal(INVITE_WITHDRAWN);
  });
  app.get('/missing', () => {
    throw notFound('Wishlist item');
  });
  app.get('/hidden', () => {
    throw hiddenNotFound();
  });
  await app.ready();
});
afterAll(() => app.close());

const answer = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('the error handler', () => {
  it('answers a refusal with its status and {code, message, params}', async () => {
    expect(await answer('/pledge')).toEqual({
      status: 400,
      body: {
        code: 'pledge_exceeds_remaining',
        message: 'amountCents: at most 1500 cents are left to reach the target',
        params: { field: 'amountCents', remainingCents: 1500 },
      },
    });
    expect(await answer('/missing')).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'Wishlist item not found', params: { what: 'Wishlist item' } },
    });
  });

  it('sends no params for a refusal that has none', async () => {
    expect(await answer('/withdrawn')).toEqual({
      status: 403,
      body: { code: 'invite_withdrawn', message: 'This invitation was withdrawn' },
    });
    expect(await answer('/hidden')).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'Not found' },
    });
  });
});

describe('a refusal in the API reference', () => {
  it('reads as its code, status and words, with {name} where a parameter goes', () => {
    expect(describeError(PLEDGE_EXCEEDS_REMAINING)).toBe(
      '`pledge_exceeds_remaining` (400): {field}: at most {remainingCents} cents are left to reach the target',
    );
    expect(describeError(INVITE_WITHDRAWN)).toBe('`invite_withdrawn` (403): This invitation was withdrawn');
  });
});
