import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authApi } from '#common/endpoints/auth';
import type { AuthErrorCode } from '#common/errors';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';
import { isCrossSite } from '../../plugins/csrf';
import { facebookProvider, googleProvider, type OAuthProvider, type OAuthTransaction } from './auth.oauth';
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';

const TX_COOKIE = 'giftlens.oauth';
const TX_MAX_AGE_S = 600;

/**
 * Signing in (starting, finishing, the demo login) has its own bucket per address. Asking
 * who is signed in is not signing in: /api/auth/user and /profile are never limited by it.
 */
const SIGN_IN_LIMIT = { max: 60, timeWindow: '1 minute', groupId: 'sign-in' };

const transactionSchema = z.object({
  provider: z.enum(['google', 'facebook']),
  state: z.string(),
  verifier: z.string(),
  nonce: z.string().optional(),
});

export async function authRoutes(app: FastifyInstance, { config, db }: FeatureDeps) {
  const service = createAuthService(createAuthRepository(db));

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

  route(app, authApi.config, () => ({
    google: Boolean(providers.google),
    facebook: Boolean(providers.facebook),
    demo: !config.production,
  }));

  const endpoints = {
    google: { start: authApi.googleStart, callback: authApi.googleCallback },
    facebook: { start: authApi.facebookStart, callback: authApi.facebookCallback },
  };
  for (const name of ['google', 'facebook'] as const) {
    const redirectUri = `${config.publicUrl}/api/auth/${name}/callback`;

    route(
      app,
      endpoints[name].start,
      async ({ request, reply }) => {
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
      },
      { rateLimit: SIGN_IN_LIMIT },
    );

    route(
      app,
      endpoints[name].callback,
      async ({ request, reply }) => {
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
      },
      { rateLimit: SIGN_IN_LIMIT },
    );
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
    route(
      app,
      authApi.devLogin,
      async ({ request, reply, body }) => {
        const { email, firstName, lastName } = body;
        const userId = await service.signIn({
          provider: 'demo',
          subject: email,
          email,
          firstName: firstName ?? null,
          lastName: lastName ?? null,
          pictureUrl: null,
        });
        await app.sessions.start(request, reply, userId);
        const { providers: _providers, ...user } = await service.profile(userId);
        return user;
      },
      { rateLimit: SIGN_IN_LIMIT },
    );
  }

  // A navigation from the app's own pages. Another site linking here must not sign anyone out.
  route(
    app,
    authApi.logout,
    async ({ request, reply }) => {
      if (isCrossSite(request, config)) {
        request.log.warn('cross-site logout refused');
        return reply.redirect('/');
      }
      await app.sessions.end(request, reply);
      return reply.redirect('/');
    },
    { rateLimit: false },
  );

  route(app, authApi.user, ({ user }) => user);
  route(app, authApi.profile, ({ user }) => service.profile(user.id));
}
