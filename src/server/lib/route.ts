import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { EndpointDef, ResponseOf } from '#common/api/contract';
import { SIGN_IN_REQUIRED } from '#common/endpoints/platform.errors';
import { refusal } from '../errors';
import type { SessionUser } from '../plugins/sessions';
import { declaredCodes } from './declared-refusals';
import { describeErrors } from './error-docs';
import { type RateLimitRule, rateLimitFor } from './limits';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<E extends EndpointDef> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** Always set on a 'user' route (the auth guard answered 401 otherwise). */
  user: E['access'] extends 'public' ? SessionUser | null : SessionUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Replaces the default limit (writes per user); false for none. */
  rateLimit?: RateLimitRule | false;
  /** Bytes; the server default (1 MB) otherwise. */
  bodyLimit?: number;
  /** Extra onRequest hooks, after the session and auth guard (e.g. the upload gate). */
  onRequest?: onRequestHookHandler[];
  /** Leave out of the OpenAPI document (the docs UI's own files). */
  hidden?: boolean;
  /**
   * false: skip the same-origin check. Only for a public route whose caller proves itself
   * another way (Facebook's signed data-deletion request); see plugins/csrf.ts.
   */
  csrf?: false;
}

/** What a handler returns: the response body, nothing for 204, or the reply it sent itself. */
type Result<E extends EndpointDef> =
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler of a 204 route returns nothing at all
  (E['response'] extends z.ZodType ? ResponseOf<E> : void) | FastifyReply;

export type Handler<E extends EndpointDef> = (context: RouteContext<E>) => Promise<Result<E>> | Result<E>;

/**
 * Registers an endpoint declared in src/common/endpoints: its schemas validate the request
 * (400 naming the field) and serialise the answer (no extra fields leak), its `access`
 * decides whether visitors get 401, and writes get a per-user rate limit by default. The
 * refusals it declares (`errors`) are listed in its OpenAPI description.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
) {
  const status = endpoint.status ?? 200;
  const access = endpoint.access ?? 'user';
  const rateLimit = options.rateLimit === undefined ? rateLimitFor(endpoint) : options.rateLimit;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.errors?.length ? { description: describeErrors(endpoint.errors) } : {}),
      tags: [...endpoint.tags],
      ...(options.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.response ? { response: { [status]: endpoint.response } } : {}),
    },
    config: {
      access,
      declaredErrors: declaredCodes(endpoint.errors),
      ...(rateLimit ? { rateLimit } : {}),
      ...(options.csrf === false ? { csrf: false } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    handler: async (request, reply) => {
      if (access === 'user' && !request.user) throw refusal(SIGN_IN_REQUIRED);
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
        request,
        reply,
      } as RouteContext<E>);
      if (reply.sent || result === reply) return reply;
      reply.status(status);
      return status === 204 ? reply.send() : result;
    },
  });
}
