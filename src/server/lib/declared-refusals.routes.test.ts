import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoint } from '#common/api/contract';
import { NOT_FOUND } from '#common/endpoints/platform.errors';
import { defineError } from '#common/errors';
import { refusal } from '../errors';
import { registerErrorHandler } from '../plugins/error-handler';
import { undeclaredRefusals } from './declared-refusals';
import { route } from './route';

const DECLARED = defineError('toy_declared', 409, () => 'Declared');
const FORGOTTEN = defineError('toy_forgotten', 409, () => 'Forgotten');

async function toyApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const toy = endpoint({
    method: 'POST',
    path: '/api/toy/:what',
    summary: 'A toy',
    tags: ['Toy'],
    access: 'public',
    errors: [DECLARED],
  });
  route(
    app,
    toy,
    ({ request }) => {
      const what = (request.params as { what: string }).what;
      if (what === 'declared') throw refusal(DECLARED);
      if (what === 'platform') throw refusal(NOT_FOUND, { what: 'Toy' });
      throw refusal(FORGOTTEN);
    },
    { rateLimit: false, csrf: false },
  );
  await app.ready();
  return app;
}

describe('refusals an endpoint does not declare', () => {
  afterAll(() => {
    undeclaredRefusals.splice(0);
  });

  it('notes a refusal missing from the endpoint’s errors, naming the route and the code, and still answers it', async () => {
    const app = await toyApp();
    const res = await app.inject({ method: 'POST', url: '/api/toy/forgotten' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'toy_forgotten' });
    expect(undeclaredRefusals.splice(0)).toEqual([{ route: 'POST /api/toy/:what', code: 'toy_forgotten' }]);
    await app.close();
  });

  it('lets a route answer its declared refusals and the platform’s without a note', async () => {
    const app = await toyApp();
    expect((await app.inject({ method: 'POST', url: '/api/toy/declared' })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/api/toy/platform' })).statusCode).toBe(404);
    expect(undeclaredRefusals).toEqual([]);
    await app.close();
  });
});
