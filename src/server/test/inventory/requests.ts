import type { HTTPMethods, RouteOptions } from 'fastify';
import { buildPath, buildQuery } from '#common/api/contract';
import type { TestApp } from '../test-app';
import type { Sample } from './define';
import { SAMPLES, type Seed } from './inventories';

export interface InventoryRoute {
  method: string;
  url: string;
  options: RouteOptions;
}

/**
 * Every API route the app registers (one entry per method), the docs aside, and any other route
 * declared as an endpoint (the share target's POST /share).
 */
export function apiRoutes(t: TestApp): InventoryRoute[] {
  return t.app.registeredRoutes
    .flatMap((options) =>
      ([] as HTTPMethods[])
        .concat(options.method)
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url: options.url, options })),
    )
    .filter(
      (r) =>
        (r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')) ||
        (!r.url.startsWith('/api/') && r.options.config?.access !== undefined),
    );
}

export const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
export const isPublic = (options: RouteOptions) => options.config?.access === 'public';

export function sampleFor(r: { method: string; url: string }, seed: Seed): Sample | undefined {
  return SAMPLES[keyOf(r)]?.sample(seed);
}

/** The route's path with the sample's parameters (1 for any the sample does not name). */
export function urlFor(r: { url: string }, sample: Sample | undefined) {
  const params = sample?.params ?? {};
  return (
    buildPath(
      r.url,
      Object.fromEntries(
        [...r.url.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, params[name ?? ''] ?? 1]),
      ),
    ) + buildQuery(sample?.query)
  );
}

/** A request from a fresh address (per-address limits never trip), as the sample describes it. */
export function requestFor(
  t: TestApp,
  r: { method: string; url: string },
  sample: Sample | undefined,
  cookie?: string,
) {
  return t.request({
    method: r.method as 'GET',
    url: urlFor(r, sample),
    cookie,
    payload: sample?.body === undefined ? undefined : (sample.body as object),
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  });
}
