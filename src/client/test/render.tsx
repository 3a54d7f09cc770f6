import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { screenOf } from './media';

/** Renders a UI at a route with real providers and a fresh query client. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, queryClient, router };
}

export interface FakeRoute {
  method?: string;
  path: string | RegExp;
  status?: number;
  body?: unknown;
}

/**
 * Stubs fetch with fixed answers per path, recording every call: the component under
 * test still runs its real API client, query and error handling.
 */
export function stubApi(routes: FakeRoute[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = init?.method ?? 'GET';
    // A multipart upload (a screenshot to read) is kept as its FormData.
    const body =
      init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET') === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)),
    );
    if (!route)
      return new Response(JSON.stringify({ message: `no stub for ${method} ${path}` }), { status: 404 });
    return new Response(route.body === undefined ? null : JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchStub, calls };
}

/** The page as a screen `width` px wide sees it (Mantine's max-width media queries); undone after each test. */
export function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', screenOf(width));
}
