import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CROSS_SITE_REQUEST } from '#common/endpoints/platform.errors';
import type { AppConfig } from '../config';
import { refusal } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const { origin } = new URL(value);
  return origin === 'null' ? null : origin;
}

/** The origins this server answers as: the public URL, and the scheme + host the request used. */
function ownOrigins(request: FastifyRequest, config: AppConfig): string[] {
  const origins = [new URL(config.publicUrl).origin];
  const host = request.headers.host;
  if (host && URL.canParse(`${request.protocol}://${host}`)) {
    origins.push(new URL(`${request.protocol}://${host}`).origin);
  }
  return origins;
}

/** The Origin (or Referer) of the request is one of ours: scheme, host and port all match. */
export function isSameOrigin(request: FastifyRequest, config: AppConfig): boolean {
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  return origin !== null && ownOrigins(request, config).includes(origin);
}

/**
 * For navigations (GET) that change state, such as logout: refused when the browser says the
 * request came from another site (Sec-Fetch-Site), or, without that header, when an Origin or
 * Referer names another origin. A typed URL or bookmark (no header) is allowed.
 */
export function isCrossSite(request: FastifyRequest, config: AppConfig): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const named = request.headers.origin ?? request.headers.referer;
  return named !== undefined && !isSameOrigin(request, config);
}

/**
 * State-changing requests must come from our own pages: the Origin (or, failing that, the
 * Referer) must be the public URL's origin or exactly the origin the request was sent to.
 * Together with SameSite=Lax cookies and JSON-only bodies this closes cross-site request forgery.
 * A route may opt out with `config: { csrf: false }` when it trusts something else (a signature).
 */
export function registerCsrfProtection(app: FastifyInstance, config: AppConfig) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.csrf === false) return;
    if (!isSameOrigin(request, config)) throw refusal(CROSS_SITE_REQUEST);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route proves its caller another way (e.g. a signed request from Facebook). */
    csrf?: boolean;
  }
}
