import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { loadServerRenderedParts } from './app/server-rendered';
import { userQueryOptions } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import type { RenderClock } from './lib/render-clock';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The server sends the prerendered landing page only to requests without a session cookie:
// this is a visitor, so the first render matches the page already on screen.
const landing = root.dataset.prerendered === 'landing';
if (landing) queryClient.setQueryData(userQueryOptions().queryKey, null);
// A signed-in page the server rendered (server/plugins/page-renderer.ts) carries the answers and
// the clock it was rendered with: hydrating from the same ones matches its HTML.
const rendered = root.dataset.prerendered === 'app' ? readRenderedState() : undefined;
if (rendered) hydrate(queryClient, rendered.state);

function readRenderedState(): { state: DehydratedState; clock: RenderClock } | undefined {
  const text = document.getElementById('app-state')?.textContent;
  return text ? JSON.parse(text) : undefined;
}

const app = (
  <StrictMode>
    <Providers queryClient={queryClient} clock={rendered?.clock}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
// Hydrating keeps the prerendered nodes, so the page painted from HTML stays the page.
// A server-rendered page hydrates once the lazy parts it shows have loaded (app/server-rendered.ts).
if (rendered) void loadServerRenderedParts(window.location.pathname).finally(() => hydrateRoot(root, app));
else if (landing) hydrateRoot(root, app);
else createRoot(root).render(app);

// Installable app with a share target (public/sw.js caches only hashed static files). Registered
// after load, from the built app only, so it costs the first page nothing.
// On the landing page the app starts after load (public/app-boot.js): register at once then.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err) => console.warn('Service worker not registered', err));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register());
}
