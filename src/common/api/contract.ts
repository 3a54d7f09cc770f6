import type { z } from 'zod';
import type { ErrorDef } from '../errors';
import type { Resource } from './resources';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** 303 only for a form post the browser follows on to a page (the share target). */
export type SuccessStatus = 200 | 201 | 204 | 303;

/**
 * One API endpoint, declared once: the server registers its route from this declaration
 * and the client calls it through the same object, so paths, bodies and responses cannot
 * drift apart. Paths use Fastify's `:param` form.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** 200 unless given; 204 answers with no body. */
  status?: SuccessStatus;
  response?: z.ZodType;
  /** 'public' routes answer visitors; every other route needs a signed-in user (401). */
  access?: 'public' | 'user';
  /** The answer depends on which family is current: the client refreshes it on a family switch. */
  familyScoped?: boolean;
  /** A GET: the kinds of data its answer is made from (./resources). */
  reads?: readonly Resource[];
  /** A change: the kinds of data it touches; the client refreshes every answer that reads one. */
  affects?: readonly Resource[];
  /**
   * A create a repeated submission must not repeat (a double tap, a retry after a lost
   * connection): the client sends an Idempotency-Key made from the request, and the server
   * answers the repeat with the first answer (server/plugins/idempotency.ts).
   */
  idempotent?: true;
  /**
   * The refusals this endpoint may answer besides the platform's (validation, sign-in, not
   * found, rate limits: PLATFORM_ERRORS), each declared once with `defineError` in
   * `<feature>.errors.ts`; the API reference lists them with the route.
   */
  errors?: readonly AnyErrorDef[];
}

/** Any declared refusal, whatever its parameters. */
export type AnyErrorDef = ErrorDef<never>;

export const endpoint = <const E extends EndpointDef>(definition: E): E => definition;

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** Path parameters as the server reads them (ids are numbers). */
export type ParamsOf<E extends EndpointDef> = E['params'] extends z.ZodType ? Out<E['params']> : undefined;
/** Query parameters: every one optional on the wire. */
export type QueryOf<E extends EndpointDef> = E['query'] extends z.ZodType
  ? Partial<Out<E['query']>>
  : undefined;
/** The body the client sends (before the server's transforms). */
export type BodyOf<E extends EndpointDef> = E['body'] extends z.ZodType ? In<E['body']> : undefined;
/** The body the server parsed (after transforms). */
export type ParsedBodyOf<E extends EndpointDef> = E['body'] extends z.ZodType ? Out<E['body']> : undefined;
export type ResponseOf<E extends EndpointDef> = E['response'] extends z.ZodType
  ? Out<E['response']>
  : undefined;

type Slot<K extends string, V> = undefined extends V ? { [P in K]?: V } : { [P in K]: V };

/** What a caller passes: params and body when the endpoint has them, query optional. */
export type CallArgs<E extends EndpointDef> = Slot<'params', ParamsOf<E>> & { query?: QueryOf<E> } & Slot<
    'body',
    BodyOf<E>
  >;

/** Fills `:name` segments; throws when one is missing, so a bad call never reaches the server. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter ${name} for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from defined values, in key order, or '' when there are none. */
export function buildQuery(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
