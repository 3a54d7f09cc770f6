import type { FastifyRequest } from 'fastify';
import type { EndpointDef } from '#common/api/contract';
import { RATE_LIMITED } from '#common/endpoints/platform.errors';
import { GIFT_LIMITS } from '#common/gifts/schemas';
import { refusal } from '../errors';

/**
 * Per-user limits on what one account can do, so one user (or one stolen session) cannot
 * stall every other family. Figures are documented in README.md ("Limits").
 */
export const LIMITS = {
  /** Any state-changing request, per signed-in user (per address for visitors). */
  writesPerMinute: 120,
  /** Photo and file uploads, per user. */
  uploadsPerMinute: 20,
  /** Uploads one user may have in progress at once; more are refused at once (429). */
  uploadsInFlightPerUser: 2,
  /** Uploads the whole server processes at once; more wait their turn. */
  uploadsInFlight: 4,
  /** Families one user may own. */
  familiesOwned: 10,
  /** Member records in one family. */
  membersPerFamily: 60,
  /** Generate presses (feed ads, Smart), per user: each builds a profile and writes a batch. */
  generationsPerMinute: 20,
} as const;

export interface RateLimitRule {
  max: number;
  timeWindow: string | number;
  /** Routes with the same group share one counter; every rule names its group. */
  groupId: string;
  keyGenerator?: (request: FastifyRequest) => string;
}

/** The signed-in user, or the client address for visitors. */
export const userOrAddress = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `ip:${request.ip}`;

/** A budget per user (or client address) shared by every route of its group: a minute's unless told. */
export const perUser = (
  rule: Pick<RateLimitRule, 'max' | 'groupId'> & { timeWindow?: string },
): RateLimitRule => ({ timeWindow: '1 minute', ...rule, keyGenerator: userOrAddress });

export const WRITE_LIMIT = perUser({ max: LIMITS.writesPerMinute, groupId: 'writes' });
export const UPLOAD_LIMIT = perUser({ max: LIMITS.uploadsPerMinute, groupId: 'uploads' });
export const GENERATE_LIMIT = perUser({ max: LIMITS.generationsPerMinute, groupId: 'generate' });

/**
 * Generating gift ideas costs money when AI is configured: a budget per user per hour, shared by
 * every route that makes ideas (the generator, the master profile, the feed's Smart).
 */
export const GIFT_GENERATION_LIMIT = perUser({
  max: GIFT_LIMITS.generationsPerHour,
  timeWindow: '1 hour',
  groupId: 'gift-generation',
});

/** Reads are not limited here; every write shares the per-user write budget. */
export function rateLimitFor(endpoint: Pick<EndpointDef, 'method'>): RateLimitRule | undefined {
  return endpoint.method === 'GET' ? undefined : WRITE_LIMIT;
}

/**
 * What a request over its limit is answered (`rate_limited`, from @fastify/rate-limit's
 * `errorResponseBuilder`): the group whose budget ran out, its size and the wait in seconds.
 */
export function rateLimitRefusal(request: FastifyRequest, context: { max: number; ttl: number }) {
  const rule = request.routeOptions.config?.rateLimit as Partial<RateLimitRule> | undefined;
  const window = rule?.timeWindow;
  const hourly = typeof window === 'number' ? window >= 3_600_000 : /hour/.test(window ?? '');
  return refusal(RATE_LIMITED, {
    group: rule?.groupId ?? 'requests',
    max: context.max,
    window: hourly ? 'hour' : 'minute',
    retryAfterSeconds: Math.ceil(context.ttl / 1000),
  });
}
