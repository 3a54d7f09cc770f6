import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { userQueryOptions } from '../lib/auth';
import { isChunkError, reloadOnceForChunk } from '../lib/chunk-reload';
import { createQueryClient } from '../lib/query-client';
import type { RenderClock } from '../lib/render-clock';
import { ShellSkeleton } from './shell-skeleton';
import type { StartFrom } from './start';

type LoadApp = () => Promise<Pick<typeof import('./start'), 'startApp'>>;

function readRenderedState(): { state: DehydratedState; clock: RenderClock } | undefined {
  const text = document.getElementById('app-state')?.textContent;
  return text ? JSON.parse(text) : undefined;
}

function startFrom(container: HTMLElement, queryClient: QueryClient): StartFrom {
  // The server sends the prerendered landing page only to requests without a session cookie:
  // this is a visitor, so the first render matches the page already on screen.
  if (container.dataset.prerendered === 'landing') {
    queryClient.setQueryData(userQueryOptions().queryKey, null);
    return { page: 'landing' };
  }
  // A signed-in page the server rendered (server/plugins/page-renderer.ts) carries the answers and
  // the clock it was rendered with: hydrating from the same ones matches its HTML.
  const rendered = container.dataset.prerendered === 'app' ? readRenderedState() : undefined;
  if (rendered) {
    hydrate(queryClient, rendered.state);
    return { page: 'server-rendered', clock: rendered.clock };
  }
  // Any other page: who is signed in is asked now, while the app's code is on its way, and the
  // shell paints at once.
  void queryClient.prefetchQuery(userQueryOptions());
  const root = createRoot(container);
  root.render(<ShellSkeleton />);
  return { page: 'client', root };
}

/**
 * Starts GiftLens in `container` (decision 0028). What main.tsx carries is React, the query
 * client and this shell; the app itself (router, UI kit, layout, pages) is `loadApp`'s, fetched
 * while the shell paints and the sign-in is checked.
 */
export async function boot(
  container: HTMLElement,
  loadApp: LoadApp = () => import('./start'),
  queryClient: QueryClient = createQueryClient(),
): Promise<StartFrom> {
  const from = startFrom(container, queryClient);
  try {
    const { startApp } = await loadApp();
    await startApp(container, queryClient, from);
  } catch (err) {
    // The app's code gone with a release: the reloaded page names the new files.
    if (isChunkError(err) && reloadOnceForChunk()) return from;
    if (!isChunkError(err)) console.error(err);
    // A prerendered page stays usable as HTML (its links work); the shell says what happened.
    if (from.page === 'client') {
      from.root.render(<ShellSkeleton problem={navigator.onLine ? 'failed' : 'offline'} />);
    }
  }
  return from;
}
