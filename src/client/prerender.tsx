import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SignInOptions } from '#common/landing';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { authConfigQueryOptions, userQueryOptions } from './lib/auth';
import { createQueryClient } from './lib/query-client';

function landingTree(options: SignInOptions) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryOptions().queryKey, null);
  queryClient.setQueryData(authConfigQueryOptions().queryKey, options);
  // The same tree as main.tsx, so the browser can hydrate it instead of painting it anew.
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

/**
 * The landing page as a visitor first sees it, rendered at build time. The server sends it
 * to requests for `/` that carry no session cookie, so the page paints before any script
 * runs; the client then hydrates it.
 */
export async function renderLanding(options: SignInOptions): Promise<string> {
  // The first pass starts loading the lazy parts (the login menu); once they have loaded,
  // the second pass renders them in full, so hydration finds nothing left to fill in.
  renderToString(landingTree(options));
  await import('./app/layout/login-menu');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = renderToString(landingTree(options));
  if (html.includes('<!--$!-->')) throw new Error('the landing page still has a suspended part');
  return html;
}

export { ALL_SIGN_IN_OPTIONS, landingPageFile } from '#common/landing';
