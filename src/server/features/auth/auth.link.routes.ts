import type { FastifyInstance } from 'fastify';
import { type LinkableProvider, type Provider, providerSchema } from '#common/auth';
import { authApi } from '#common/endpoints/auth';
import { NO_PENDING_SIGN_IN, SIGN_IN_TAKEN } from '#common/endpoints/auth.errors';
import type { AppConfig } from '../../config';
import { notFound, refusal } from '../../errors';
import { route } from '../../lib/route';
import type { SignInCookies } from './auth.cookies';
import { SIGN_IN_LIMIT } from './auth.limits';
import { type AuthService, LinkError } from './auth.service';

interface LinkContext {
  config: AppConfig;
  service: AuthService;
  cookies: SignInCookies;
  configured: (provider: LinkableProvider) => boolean;
}

/** Unification after `?requiresUnification=true`, and removing a sign-in method. */
export function authLinkRoutes(app: FastifyInstance, { config, service, cookies, configured }: LinkContext) {
  /** The existing account's sign-ins that can prove it on this server. */
  async function verifiableProviders(
    userId: number,
  ): Promise<{ existing: Provider[]; verifyWith: Provider[] }> {
    const existing = (await service.providersOf(userId)).map((p) => providerSchema.parse(p));
    const verifyWith = existing.filter((p) => (p === 'demo' ? !config.production : configured(p)));
    return { existing, verifyWith };
  }

  route(app, authApi.pendingLink, async ({ request }) => {
    const pending = cookies.readPending(request);
    if (!pending) throw notFound('Waiting sign-in');
    const { existing, verifyWith } = await verifiableProviders(pending.targetUserId);
    if (existing.length === 0) throw notFound('Waiting sign-in');
    return {
      provider: pending.identity.provider,
      email: pending.identity.email,
      existingProviders: existing,
      verifyWith,
    };
  });

  route(
    app,
    authApi.unifyAccount,
    async ({ request, reply, body, user }) => {
      const pending = cookies.readPending(request);
      if (!pending || pending.identity.provider !== body.provider) {
        throw refusal(NO_PENDING_SIGN_IN);
      }
      if (!body.unify) {
        const userId = await service.createSeparate(pending.identity);
        cookies.clearPending(reply);
        await app.sessions.start(request, reply, userId);
        return { status: 'separate' as const };
      }
      // Connected only for someone signed in to the existing account itself.
      if (user && user.id === pending.targetUserId) {
        try {
          await service.link(user.id, pending.identity, 'unified');
        } catch (err) {
          if (err instanceof LinkError) throw refusal(SIGN_IN_TAKEN);
          throw err;
        }
        cookies.clearPending(reply);
        return { status: 'linked' as const };
      }
      const { verifyWith } = await verifiableProviders(pending.targetUserId);
      return { status: 'verify' as const, verifyWith };
    },
    { rateLimit: SIGN_IN_LIMIT },
  );

  route(app, authApi.disconnect, ({ user, params }) => service.disconnect(user.id, params.providerRecordId));
}
