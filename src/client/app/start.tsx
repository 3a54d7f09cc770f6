import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RenderClock } from '../lib/render-clock';
import { Providers } from './providers';
import { routes } from './routes';
import { loadServerRenderedParts } from './server-rendered';

/** What the page was when boot.tsx started: HTML already painted, or the shell boot.tsx painted. */
export type StartFrom =
  | { page: 'landing' }
  | { page: 'server-rendered'; clock: RenderClock }
  | { page: 'client'; root: Root };

/**
 * The app itself (router, UI kit, layout), which boot.tsx loads while the shell paints and the
 * sign-in is checked. The same tree as src/client/prerender.tsx renders on the server, so a
 * prerendered page hydrates instead of being painted anew.
 */
export async function startApp(container: HTMLElement, queryClient: QueryClient, from: StartFrom) {
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} clock={from.page === 'server-rendered' ? from.clock : undefined}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (from.page === 'client') {
    from.root.render(app);
    return;
  }
  // A server-rendered page hydrates once the lazy parts it shows have loaded (server-rendered.ts).
  if (from.page === 'server-rendered') await loadServerRenderedParts(window.location.pathname);
  // Hydrating keeps the prerendered nodes, so the page painted from HTML stays the page.
  hydrateRoot(container, app);
}
