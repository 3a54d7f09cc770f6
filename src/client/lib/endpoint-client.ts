import { queryOptions } from '@tanstack/react-query';
import {
  buildPath,
  buildQuery,
  type CallArgs,
  type EndpointDef,
  type HttpMethod,
  type ResponseOf,
} from '#common/api/contract';
import type { Resource } from '#common/api/resources';
import { apiRequest } from './api';

/** An endpoint's arguments, optional altogether when it takes none. */
type Args<E extends EndpointDef> =
  Partial<CallArgs<E>> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/** The URL of a call: path parameters filled in, the query in a stable order. */
export function urlOf<E extends EndpointDef>(endpoint: E, ...[args]: Args<E>): string {
  const { params, query } = (args ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  return buildPath(endpoint.path, params) + buildQuery(query);
}

/**
 * Calls an endpoint declared in src/common/endpoints: the path is built from its params,
 * the body is checked by the compiler against its schema, and the answer is typed.
 */
export function callEndpoint<E extends EndpointDef>(endpoint: E, ...[args]: Args<E>): Promise<ResponseOf<E>> {
  const body = (args as { body?: unknown } | undefined)?.body;
  const url = urlOf(endpoint, ...([args] as Args<E>));
  if (!endpoint.idempotent) return apiRequest<ResponseOf<E>>(endpoint.method, url, body);
  // A submission repeated before it was seen to succeed (a retry after a lost connection, a
  // second tap) is one create (server/plugins/idempotency.ts); once one succeeded, the same
  // content again is a new create (a birthday deleted and added back).
  const request = requestKey(endpoint.method, url, body);
  const idempotencyKey = `${request}-${PAGE_NONCE}-${succeeded.get(request) ?? 0}`;
  return apiRequest<ResponseOf<E>>(endpoint.method, url, body, { idempotencyKey }).then((answer) => {
    succeeded.set(request, (succeeded.get(request) ?? 0) + 1);
    return answer;
  });
}

/** This page load's own part of every key: another tab or a reload never replays this one's. */
const PAGE_NONCE = Math.random().toString(36).slice(2, 10);
/** How many times each request succeeded in this page load. */
const succeeded = new Map<string, number>();

/**
 * The Idempotency-Key of a request: a 64-bit FNV-1a hash of its method, address and body, so a
 * repeated submission of the same form carries the same key and a changed one another.
 */
export function requestKey(method: string, url: string, body: unknown): string {
  const text = `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `req-${hash.toString(36)}`;
}

/** The query key is the API path (decision 0009), with the query object when there is one. */
export function endpointKey<E extends EndpointDef>(endpoint: E, ...[args]: Args<E>): readonly unknown[] {
  const { params, query } = (args ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  const path = buildPath(endpoint.path, params);
  const defined =
    query && Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return defined && Object.keys(defined).length > 0 ? [path, defined] : [path];
}

/**
 * What a query's cache entry carries beside its answer: whether it depends on the current family
 * (refreshed on a switch) and what its answer is made of (refreshed after a change that affects
 * it: query-client.ts).
 */
export const queryMetaOf = (endpoint: Pick<EndpointDef, 'familyScoped' | 'reads'>) => ({
  ...(endpoint.familyScoped ? { familyScoped: true } : {}),
  reads: endpoint.reads ?? [],
});

/** queryOptions for a GET endpoint; family-scoped ones are refreshed on a family switch. */
export function endpointQuery<E extends EndpointDef & { method: 'GET' }>(endpoint: E, ...[args]: Args<E>) {
  return queryOptions({
    queryKey: endpointKey(endpoint, ...([args] as Args<E>)),
    queryFn: () => callEndpoint(endpoint, ...([args] as Args<E>)),
    meta: queryMetaOf(endpoint),
  });
}

/**
 * What a mutation of this endpoint refreshes when it succeeds (query-client.ts): what the
 * endpoint declares it affects, but what the mutation puts into the cache itself.
 */
export const mutationMetaOf = (
  endpoint: Pick<EndpointDef, 'affects'>,
  { updatedInPlace = [] }: { updatedInPlace?: readonly Resource[] } = {},
) => ({ affects: (endpoint.affects ?? []).filter((resource) => !updatedInPlace.includes(resource)) });

/** The tags a declaration carries, each one it declares required and of the same value. */
type RefTags<E extends EndpointDef> = {
  [K in 'reads' | 'affects' | 'familyScoped' as K extends keyof E ? K : never]: E[K];
};

/**
 * A reference to a declared endpoint for code on the first page load, where importing the
 * declaration would bring its zod schemas along: the compiler checks that method, path and
 * tags (what it reads or affects, whether it is family-scoped) are exactly the declaration's,
 * so the two cannot drift.
 */
export function endpointRef<E extends EndpointDef>(
  method: E['method'] & HttpMethod,
  path: E['path'],
  marks: RefTags<E>,
): E {
  return { method, path, summary: '', tags: [], ...marks } as unknown as E;
}
