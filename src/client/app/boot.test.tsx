import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { boot } from './boot';
import type { StartFrom } from './start';

const MISSING_CODE = new TypeError('Failed to fetch dynamically imported module: /assets/start-abc.js');
const RELOADED_KEY = 'giftlens:reloaded-for-chunk';

let container: HTMLElement;
let started: StartFrom | undefined;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  if (started?.page === 'client') {
    const { root } = started;
    act(() => root.unmount());
  }
  started = undefined;
  container.remove();
  window.sessionStorage.removeItem(RELOADED_KEY);
  vi.restoreAllMocks();
});

async function start(loadApp: Parameters<typeof boot>[1], queryClient = createQueryClient()) {
  started = await act(() => boot(container, loadApp, queryClient));
  return started;
}

/** The app's code, arriving when the test says. */
function arriving() {
  let arrive: () => void = () => {};
  const code = new Promise<{ startApp: () => Promise<void> }>((resolve) => {
    arrive = () => resolve({ startApp: async () => {} });
  });
  return { load: () => code, arrive };
}

describe('starting a signed-in page', () => {
  it('paints the header and a loader, and asks who is signed in, before the app’s code arrives', async () => {
    const app = arriving();
    let booting: Promise<StartFrom> | undefined;
    await act(async () => {
      booting = boot(container, app.load, createQueryClient());
    });
    const page = within(container);
    expect(page.getByRole('link', { name: 'GiftLens home' })).toHaveAttribute('href', '/');
    expect(page.getByRole('status', { name: 'Loading GiftLens…' })).toBeInTheDocument();
    // A page still loading has its level-one heading too (axe: page-has-heading-one).
    expect(page.getByRole('heading', { level: 1, name: 'Loading GiftLens…' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/auth/user', expect.anything());
    app.arrive();
    started = await booting;
  });

  it('hands the painted page to the app once its code arrives', async () => {
    const startApp = vi.fn(async () => {});
    const queryClient = createQueryClient();
    const from = await start(async () => ({ startApp }), queryClient);
    expect(from.page).toBe('client');
    expect(startApp).toHaveBeenCalledWith(container, queryClient, from);
  });

  it('reloads once when the app’s code is gone after a release, and keeps the loader meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // jsdom cannot navigate
    await start(() => Promise.reject(MISSING_CODE));
    expect(Number(window.sessionStorage.getItem(RELOADED_KEY))).toBeGreaterThan(0);
    expect(within(container).getByRole('status', { name: 'Loading GiftLens…' })).toBeInTheDocument();
  });

  it('says it could not load, with Reload, when a reload a moment ago did not help', async () => {
    window.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    await start(() => Promise.reject(MISSING_CODE));
    const alert = within(container).getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'GiftLens could not load' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('says it is offline when the app’s code cannot be fetched without a connection', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await start(() => Promise.reject(MISSING_CODE));
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  });
});

describe('starting a page the server already painted', () => {
  it('hydrates the landing page as a visitor’s, without asking who is signed in or painting over it', async () => {
    container.dataset.prerendered = 'landing';
    container.innerHTML = '<p>Smart Gift Ideas</p>';
    const startApp = vi.fn(async () => {});
    const queryClient = createQueryClient();
    await start(async () => ({ startApp }), queryClient);
    expect(startApp).toHaveBeenCalledWith(container, queryClient, { page: 'landing' });
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('<p>Smart Gift Ideas</p>');
  });

  it('keeps the page as it is when the app cannot start, its links still working', async () => {
    container.dataset.prerendered = 'landing';
    container.innerHTML = '<a href="/privacy-policy">Privacy Policy</a>';
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await start(() => Promise.reject(new Error('a bug in the app')));
    expect(container.innerHTML).toBe('<a href="/privacy-policy">Privacy Policy</a>');
    expect(consoleError).toHaveBeenCalled();
  });
});
