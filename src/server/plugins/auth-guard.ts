import type { FastifyInstance } from 'fastify';
import { SIGN_IN_REQUIRED } from '#common/endpoints/platform.errors';
import { refusal } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' answers visitors; anything else (the default) needs a signed-in user. */
    access?: 'public' | 'user';
  }
}

/**
 * Secure by default: every /api route needs a signed-in user unless it was declared public.
 * A route whose author forgot a check still answers visitors 401. Runs after the session
 * lookup, before the body is read or validated.
 */
export function registerAuthGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // Unknown paths answer 404 to everyone: there is nothing behind them to protect.
    if (!request.url.startsWith('/api/') || request.user || request.is404) return;
    if (request.routeOptions.config?.access === 'public') return;
    throw refusal(SIGN_IN_REQUIRED);
  });
}
