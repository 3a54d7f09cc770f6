import type { FastifyRequest } from 'fastify';
import type { AnyErrorDef } from '#common/api/contract';
import { PLATFORM_ERRORS } from '#common/endpoints/platform.errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The codes of the refusals its endpoint declares (`errors`), on a route registered by route(). */
    declaredErrors?: readonly string[];
  }
}

const PLATFORM_CODES = new Set<string>(PLATFORM_ERRORS.map((def) => def.code));

/** The codes a route's config carries, from its endpoint's `errors`. */
export const declaredCodes = (errors: readonly AnyErrorDef[] | undefined): readonly string[] =>
  (errors ?? []).map((def) => def.code);

export interface UndeclaredRefusal {
  route: string;
  code: string;
}

const MAX_KEPT = 50;

/**
 * The refusals answered outside a production server that their endpoint does not declare
 * (issue 30): the API tests fail on any (src/server/test/api-setup.ts), so the reference a
 * client reads its codes from is never short of one a test has seen.
 */
export const undeclaredRefusals: UndeclaredRefusal[] = [];

/**
 * Notes a refusal about to be answered. A route registered from an endpoint declaration may
 * answer its own refusals and the platform's; anything else is noted (and logged) once per route.
 */
export function noteRefusal(request: FastifyRequest, code: string): void {
  const declared = request.routeOptions.config?.declaredErrors;
  if (!declared || PLATFORM_CODES.has(code) || declared.includes(code)) return;
  if (process.env.NODE_ENV === 'production') return;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  if (undeclaredRefusals.some((seen) => seen.route === route && seen.code === code)) return;
  if (undeclaredRefusals.length < MAX_KEPT) undeclaredRefusals.push({ route, code });
  request.log.warn({ route, code }, 'refusal not declared by its endpoint');
}
