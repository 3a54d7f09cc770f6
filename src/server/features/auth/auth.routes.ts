import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authConfigSchema, authProfileSchema, authUserSchema, devLoginSchema } from '../../../common/auth';
import type { AuthErrorCode } from '../../../common/errors';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/sessions';
import { facebookProvider, googleProvider, type OAuthProvider, type OAuthTransaction } from './auth.oauth';
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';

const TX_COOKIE = 'giftlens.oauth';
const TX_MAX_AGE_S = 600;

const transactionSchema = z.object({
  provider: z.enum(['google', 'facebook']),
  state: z.string(),
  verifier: z.string(),
  nonce: z.string().optional(),
});

export async function authRoutes(app: FastifyInstance, opts: { config: AppConfig; db: Db }) {
  const { config, db } = opts;
  const service = createAuthService(createAuthRepository(db));
  const r = app.withTypeProvider<ZodTypeProvider>();

  const providers: Record<'google' | 'facebook', OAuthProvider | undefined> = {
    google: config.google && googleProvider(config.google, config.allowInsecureOAuth),
    facebook: config.facebook && facebookProvider(config.facebook, config.allowInsecureOAuth),
  };
  const txCookieOptions = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.production,
    signed: true,
  };
  const fail = (reply: FastifyReply, code: AuthErrorCode) => reply.redirect(`/?authError=${code}`);

  r.get('/api/auth/config', { schema: { response: { 200: authConfigSchema } } }, async () => ({
    google: Boolean(providers.google),
    facebook: Boolean(providers.facebook),
    demo: !config.production,
  }));

  for (const name of ['google', 'facebook'] as const) {
    const redirectUri = `${config.publicUrl}/api/auth/${name}/callback`;

    r.get(`/api/auth/${name}`, async (request, reply) => {
      const provider = providers[name];
      if (!provider) return fail(reply, 'not_configured');
      try {
        const { url, transaction } = await provider.start(redirectUri);
        reply.setCookie(TX_COOKIE, JSON.stringify(transaction), {
          ...txCookieOptions,
          maxAge: TX_MAX_AGE_S,
        });
        return reply.redirect(url.href);
      } catch (err) {
        request.log.error({ err, provider: name }, 'could not start sign-in');
        return fail(reply, 'exchange_failed');
      }
    });

    r.get(`/api/auth/${name}/callback`, async (request, reply) => {
      const provider = providers[name];
      if (!provider) return fail(reply, 'not_configured');
      const transaction = readTransaction(request);
      reply.clearCookie(TX_COOKIE, txCookieOptions);
      const query = request.query as Record<string, unknown>;
      if (typeof query.error === 'string') return fail(reply, 'access_denied');
      if (!transaction || transaction.provider !== name || query.state !== transaction.state) {
        return fail(reply, 'invalid_state');
      }
      const callbackUrl = new URL(request.url, config.publicUrl);
      let userId: number;
      try {
        const identity = await provider.finish(callbackUrl, transaction);
        userId = await service.signIn(identity);
      } catch (err) {
        request.log.warn(
          { err: { name: (err as Error).name, message: (err as Error).message }, provider: name },
          'sign-in failed',
        );
        return fail(reply, (err as Error).name === 'ProfileError' ? 'profile_failed' : 'exchange_failed');
      }
      await app.sessions.start(request, reply, userId);
      return reply.redirect(`/?${name}Auth=success`);
    });
  }

  function readTransaction(request: FastifyRequest): OAuthTransaction | null {
    const raw = request.cookies[TX_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || unsigned.value === null) return null;
    try {
      const parsed = transactionSchema.safeParse(JSON.parse(unsigned.value));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  if (!config.production) {
    r.post(
      '/api/auth/dev-login',
      { schema: { body: devLoginSchema, response: { 200: authUserSchema } } },
      async (request, reply) => {
        const { email, firstName, lastName } = request.body;
        const userId = await service.signIn({
          provider: 'demo',
          subject: email,
          email,
          firstName: firstName ?? null,
          lastName: lastName ?? null,
          pictureUrl: null,
        });
        await app.sessions.start(request, reply, userId);
        const profile = await service.profile(userId);
        const { providers: _providers, ...user } = profile;
        return user;
      },
    );
  }

  r.get('/api/auth/logout', async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.redirect('/');
  });

  r.get(
    '/api/auth/user',
    { preHandler: requireUser, schema: { response: { 200: authUserSchema } } },
    async (request) => currentUser(request),
  );

  r.get(
    '/api/auth/profile',
    { preHandler: requireUser, schema: { response: { 200: authProfileSchema } } },
    async (request) => service.profile(currentUser(request).id),
  );
}
