import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' answers visitors; anything else (the default) needs a signed-in user. */
    access?: 'public' | 'user';
  }
}

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';

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
    throw new AppError('unauthorized', SIGN_IN_MESSAGE);
  });
}
