import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { userQueryOptions } from './lib/auth';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The server sends the prerendered landing page only to requests without a session cookie:
// this is a visitor, so the first render matches the page already on screen.
const prerendered = root.dataset.prerendered === 'landing';
if (prerendered) queryClient.setQueryData(userQueryOptions().queryKey, null);

const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
// Hydrating keeps the prerendered nodes, so the page painted from HTML stays the page.
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);

// Installable app with a share target (public/sw.js caches only hashed static files). Registered
// after load, from the built app only, so it costs the first page nothing.
// On the landing page the app starts after load (public/landing-boot.js): register at once then.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err) => console.warn('Service worker not registered', err));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register());
}
