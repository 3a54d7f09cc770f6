import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_USER, SECOND_DEMO_USER } from '#common/demo';
import { authApi } from '#common/endpoints/auth';
import type { AuthErrorCode, LinkErrorCode } from '#common/errors';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';
import { createSignInStatus } from '../../lib/sign-in-status';
import { isCrossSite } from '../../plugins/csrf';
import { type SignInTransaction, sessionBinding, signInCookies } from './auth.cookies';
import { SIGN_IN_LIMIT } from './auth.limits';
import { authLinkRoutes } from './auth.link.routes';
import { facebookProvider, googleProvider, type OAuthProvider } from './auth.oauth';
import { createAuthRepository, type ProviderIdentity } from './auth.repository';
import { createAuthService, LinkError } from './auth.service';

type Name = 'google' | 'facebook';

export async function authRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const { config, db } = deps;
  const service = createAuthService(createAuthRepository(db));
  const cookies = signInCookies(config);
  const status = createSignInStatus(db);

  const providers: Record<Name, OAuthProvider | undefined> = {
    google: config.google && googleProvider(config.google, config.allowInsecureOAuth),
    facebook: config.facebook && facebookProvider(config.facebook, config.allowInsecureOAuth),
  };
  const fail = (reply: FastifyReply, code: AuthErrorCode) => reply.redirect(`/?authError=${code}`);
  const linkFail = (reply: FastifyReply, code: LinkErrorCode) => reply.redirect(`/account?linkError=${code}`);
  const failFor =
    (tx: { intent?: string } | null) => (reply: FastifyReply, code: AuthErrorCode & LinkErrorCode) =>
      tx?.intent === 'link' ? linkFail(reply, code) : fail(reply, code);

  /** The link was started by this user in this very session (not one signed in since). */
  const sameSession = (request: FastifyRequest, tx: SignInTransaction) =>
    request.user !== null &&
    request.user.id === tx.userId &&
    request.sessionKey !== null &&
    tx.binding === sessionBinding(request.sessionKey);

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
      async ({ request, reply, query, user }) => {
        const intent = query.intent;
        const back = failFor({ intent });
        const provider = providers[name];
        if (!provider) return back(reply, 'not_configured');
        if (intent === 'link') {
          if (!user || !request.sessionKey) return linkFail(reply, 'not_signed_in');
          // Only the account page starts a link; another site cannot start one for you.
          if (isCrossSite(request, config)) return reply.redirect('/account');
        }
        try {
          const { url, transaction } = await provider.start(redirectUri);
          cookies.setTransaction(reply, {
            ...transaction,
            ...(intent ? { intent } : {}),
            ...(intent === 'link' && user && request.sessionKey
              ? { userId: user.id, binding: sessionBinding(request.sessionKey) }
              : {}),
          });
          return reply.redirect(url.href);
        } catch (err) {
          request.log.error({ err, provider: name }, 'could not start sign-in');
          await status.failure(name, 'start_failed', (err as Error).message);
          return back(reply, 'exchange_failed');
        }
      },
      { rateLimit: SIGN_IN_LIMIT },
    );

    route(
      app,
      endpoints[name].callback,
      async ({ request, reply }) => {
        const tx = cookies.readTransaction(request);
        cookies.clearTransaction(reply);
        const back = failFor(tx);
        const provider = providers[name];
        if (!provider) return back(reply, 'not_configured');
        const query = request.query as Record<string, unknown>;
        if (typeof query.error === 'string') return back(reply, 'access_denied');
        if (!tx || tx.provider !== name || query.state !== tx.state) {
          await status.failure(name, 'invalid_state', 'The callback had no matching sign-in cookie or state');
          return back(reply, 'invalid_state');
        }
        if (tx.intent === 'link' && !sameSession(request, tx)) return linkFail(reply, 'session_changed');

        let identity: ProviderIdentity;
        try {
          identity = await provider.finish(new URL(request.url, config.publicUrl), tx);
        } catch (err) {
          const { name: errorName, message } = err as Error;
          request.log.warn({ err: { name: errorName, message }, provider: name }, 'sign-in failed');
          const code = errorName === 'ProfileError' ? 'profile_failed' : 'exchange_failed';
          await status.failure(name, code, message);
          return back(reply, code);
        }
        await status.success(name);

        if (tx.intent === 'link') {
          try {
            await service.link(tx.userId as number, identity, 'linked');
          } catch (err) {
            if (err instanceof LinkError) return linkFail(reply, err.code);
            throw err;
          }
          return reply.redirect(`/account?linked=${name}`);
        }
        if (tx.intent === 'unify') return finishUnify(request, reply, identity);

        const outcome = await service.providerSignIn(identity);
        if (outcome.kind === 'unify') {
          // Nobody is signed in to the existing account on the strength of an e-mail address.
          cookies.setPending(reply, { identity: outcome.identity, targetUserId: outcome.targetUserId });
          const existing = await service.providersOf(outcome.targetUserId);
          const search = new URLSearchParams({
            requiresUnification: 'true',
            provider: name,
            existingProviders: existing.join(','),
          });
          return reply.redirect(`/?${search}`);
        }
        await app.sessions.start(request, reply, outcome.userId);
        return reply.redirect(`/?${name}Auth=success`);
      },
      { rateLimit: SIGN_IN_LIMIT },
    );
  }

  /**
   * The person signed in with one of the existing account's own sign-ins to prove it is
   * theirs: only then is the waiting sign-in connected to it.
   */
  async function finishUnify(request: FastifyRequest, reply: FastifyReply, identity: ProviderIdentity) {
    const pending = cookies.readPending(request);
    cookies.clearPending(reply);
    const userId = await service.existingUser(identity);
    // Whoever proved an account of their own is signed in to it, whatever else happens.
    const signIn = async () => {
      if (userId !== undefined) await app.sessions.start(request, reply, userId);
    };
    const refuse = async (code: AuthErrorCode) => {
      await signIn();
      return fail(reply, code);
    };
    if (!pending) return refuse('unify_expired');
    if (userId === undefined || userId !== pending.targetUserId) return refuse('unify_mismatch');
    try {
      await service.link(userId, pending.identity, 'unified');
    } catch (err) {
      if (err instanceof LinkError) return refuse('unify_taken');
      throw err;
    }
    await signIn();
    return reply.redirect(`/?unified=${pending.identity.provider}`);
  }

  if (!config.production) {
    const demoSignIn = (body: { email: string; firstName?: string | null; lastName?: string | null }) =>
      service.signIn({
        provider: 'demo',
        subject: body.email,
        email: body.email,
        emailVerified: false,
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        pictureUrl: null,
      });
    route(
      app,
      authApi.devLogin,
      async ({ request, reply, body }) => {
        const userId = await demoSignIn(body);
        await app.sessions.start(request, reply, userId);
        const { providers: _providers, linkHistory: _history, ...user } = await service.profile(userId);
        return user;
      },
      { rateLimit: SIGN_IN_LIMIT },
    );

    // The same sign-in from a plain form, so it works before the app has loaded (the header's
    // menu and the landing page's button): a form body in this scope only, the same-origin
    // check as any change, and a 303 to the page to land on.
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      route(
        scope,
        authApi.demoSignIn,
        async ({ request, reply, body }) => {
          const userId = await demoSignIn(body.as === 'second' ? SECOND_DEMO_USER : DEMO_USER);
          await app.sessions.start(request, reply, userId);
          return reply.redirect(body.next ?? '/', 303);
        },
        { rateLimit: SIGN_IN_LIMIT, bodyLimit: 4 * 1024 },
      );
    });
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

  authLinkRoutes(app, { config, service, cookies, configured: (p) => Boolean(providers[p]) });
}
