import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkError, reloadOnceForChunk } from '../lib/chunk-reload';
import { theme } from './providers';
import { RouteError } from './route-error';

function Broken({ error }: { error: Error }): never {
  throw error;
}

/** A layout with a header, and a page that throws inside it, as routes.tsx nests them. */
function renderFailingPage(error: Error) {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <header>GiftLens header</header>
          <Outlet />
        </>
      ),
      children: [
        { errorElement: <RouteError />, children: [{ path: '/', element: <Broken error={error} /> }] },
      ],
    },
  ]);
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

beforeEach(() => {
  // React and the router report the error thrown on purpose; the test reads the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page that fails', () => {
  it('says so in plain words inside the header, with Reload, instead of a developer page', () => {
    renderFailingPage(new Error('Cannot read properties of undefined'));
    expect(screen.getByText('GiftLens header')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
  });

  it('says the app was updated when its code is gone after a release', () => {
    vi.spyOn(window.sessionStorage, 'getItem').mockReturnValue(String(Date.now()));
    renderFailingPage(new TypeError('Failed to fetch dynamically imported module: /assets/feed-abc.js'));
    expect(screen.getByRole('heading', { name: 'GiftLens was updated' })).toBeVisible();
  });

  it('says it is offline when the browser is', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingPage(new TypeError('Failed to fetch dynamically imported module: /assets/feed-abc.js'));
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  });
});

describe('reloading for missing code', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
  };

  it('reloads once, and not again within a minute, so a broken release cannot loop', () => {
    const reload = vi.fn();
    const kept = storage();
    expect(reloadOnceForChunk(1_000_000, kept, true, reload)).toBe(true);
    expect(reloadOnceForChunk(1_030_000, kept, true, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunk(1_070_000, kept, true, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while offline, where a reload could only fail', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(1_000_000, storage(), false, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells a missing file from a bug', () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkError('a string')).toBe(false);
  });
});
