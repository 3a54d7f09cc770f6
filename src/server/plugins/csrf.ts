import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  return new URL(value).origin;
}

/**
 * State-changing requests must come from our own pages: the Origin (or, failing that,
 * the Referer) must be the public URL or the host the request was sent to. Together with
 * SameSite=Lax cookies and JSON-only bodies this closes cross-site request forgery.
 */
export function registerCsrfProtection(app: FastifyInstance, config: AppConfig) {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    const host = request.headers.host;
    const allowed =
      origin !== null && (origin === publicOrigin || (host !== undefined && new URL(origin).host === host));
    if (!allowed) {
      throw new AppError('forbidden', 'Cross-site request refused: this request did not come from GiftLens.');
    }
  });
}
