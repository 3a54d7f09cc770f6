import { AsyncLocalStorage } from 'node:async_hooks';
import { Readable } from 'node:stream';
import {
  type DehydratedState,
  dehydrate,
  type Query,
  QueryCache,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SignInOptions } from '#common/landing';
import { pageTitle } from './app/layout/page-title';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { SERVER_RENDERED_MARKS, SERVER_RENDERED_PAGES } from './app/server-rendered';
import { setApiTransport } from './lib/api';
import { authConfigQueryOptions, userQueryOptions } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import type { RenderClock } from './lib/render-clock';

function appTree(queryClient: QueryClient, url: string, clock?: RenderClock) {
  // The same tree as app/start.tsx, so the browser can hydrate it instead of painting it anew.
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return (
    <StrictMode>
      <Providers queryClient={queryClient} clock={clock}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

function landingTree(options: SignInOptions) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryOptions().queryKey, null);
  queryClient.setQueryData(authConfigQueryOptions().queryKey, options);
  return appTree(queryClient, '/');
}

/**
 * The landing page as a visitor first sees it, rendered at build time. The server sends it
 * to requests for `/` that carry no session cookie, so the page paints before any script
 * runs; the client then hydrates it.
 */
export async function renderLanding(options: SignInOptions): Promise<string> {
  const html = renderToString(landingTree(options));
  if (html.includes('<!--$!-->')) throw new Error('the landing page still has a suspended part');
  return html;
}

export { ALL_SIGN_IN_OPTIONS, landingPageFile } from '#common/landing';

// ---------------------------------------------------------------------------------------------
// Signed-in pages, rendered by the server for each request (server/plugins/static-files.ts).

/** Answers the app's API calls while a page renders: the server's own routes, as this user. */
export type ApiCaller = (path: string) => Promise<{ status: number; body: string }>;

const callers = new AsyncLocalStorage<ApiCaller>();
setApiTransport(async (path, init) => {
  const call = callers.getStore();
  if (!call) throw new Error(`No API caller for ${path} outside a server render`);
  // Rendering reads; it never changes anything.
  if ((init.method ?? 'GET') !== 'GET') throw new Error(`A server render may not ${init.method} ${path}`);
  const { status, body } = await call(path);
  return new Response(status === 204 ? null : body, { status });
});

/** A query cache that records every query a render asks for and may run (`enabled` not false). */
function recordingQueryCache() {
  const cache = new QueryCache();
  const asked = new Map<string, QueryKey>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args) as Query;
    const enabled = (args[1] as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
    if ((typeof enabled === 'function' ? enabled(query) : enabled) !== false) {
      asked.set(query.queryHash, query.queryKey);
    }
    return query;
  }) as typeof cache.build;
  return { cache, asked };
}

export interface RenderedPage {
  html: string;
  /** The document title the page sets once running. */
  title: string;
  /** The answers the page was rendered from, for the browser's query cache. */
  state: DehydratedState;
  clock: RenderClock;
}

const MAX_PASSES = 6;
// What a page shows while it waits: a page rendered with one of these is not finished.
const UNFINISHED = [/<!--\$[!?]-->/, /data-page-loader=/, /aria-label="Loading /];

async function renderPass(tree: React.ReactNode): Promise<string> {
  // Waits for every lazy part, so the HTML has no fallback left in it. No part is sent apart
  // with a script to put it in place (React does that for large parts): the page's content
  // security policy allows no inline script, and the whole page is sent at once anyway.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(prelude)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a signed-in page as its user sees it, from the server's own answers (`call`). Each
 * pass renders the page, notes the queries it asked for that have no answer yet, and fetches
 * them; the page is done when a pass asks for nothing new. Null when the page cannot be
 * rendered as finished on the server (not signed in, a failed call, a page that only redirects
 * or waits): the server then sends the plain app shell and the browser renders as before.
 */
export async function renderSignedIn(
  url: string,
  call: ApiCaller,
  clock: RenderClock,
): Promise<RenderedPage | null> {
  const path = url.split('?')[0] ?? url;
  if (!Object.hasOwn(SERVER_RENDERED_PAGES, path)) return null;
  // An address with a query has something for the app to do first (a sign-in's result to say,
  // then the address to tidy): the app renders it, as public/app-boot.js starts it at once.
  if (url.includes('?')) return null;
  return callers.run(call, async () => {
    const { cache, asked } = recordingQueryCache();
    const queryClient = createQueryClient(cache);
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      asked.clear();
      const html = await renderPass(appTree(queryClient, url, clock));
      const missing = [...asked.values()].filter(
        (key) => queryClient.getQueryState(key)?.status !== 'success',
      );
      if (missing.length === 0) {
        if (!queryClient.getQueryData(userQueryOptions().queryKey)) return null;
        if (
          !SERVER_RENDERED_MARKS.some((mark) => html.includes(mark)) ||
          UNFINISHED.some((pattern) => pattern.test(html))
        )
          return null;
        return { html, title: pageTitle(path), state: dehydrate(queryClient), clock };
      }
      try {
        // Each query with its own options (the user query turns a 401 into null, for one).
        await Promise.all(
          missing.map((key) => {
            const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
            return queryClient.fetchQuery({ ...query?.options, queryKey: key });
          }),
        );
      } catch {
        return null;
      }
    }
    return null;
  });
}
