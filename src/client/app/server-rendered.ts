import { SignedInHome } from '../pages/home';
import { SignedInControls } from './layout/header';
import { DashboardPage } from './routes';

/**
 * The signed-in pages the server renders (src/client/prerender.tsx), each with the lazy parts
 * it shows. The browser loads those parts before it hydrates such a page (main.tsx): a part
 * still loading would keep its server HTML, and the first update after hydration would swap
 * that HTML for a loader. The browser journey (e2e/dashboard.spec.ts) fails if one is missing.
 */
export const SERVER_RENDERED_PAGES: Readonly<Record<string, readonly { preload(): Promise<void> }[]>> = {
  '/': [SignedInControls, SignedInHome, DashboardPage],
  '/dashboard': [SignedInControls, DashboardPage],
};

/**
 * What a server-rendered page must contain to be sent: the dashboard itself. `/` shows it only
 * to someone with a family and a started profile; anyone else is sent elsewhere by the app, so
 * the server sends the shell and lets it.
 */
export const SERVER_RENDERED_MARK = 'data-page="dashboard"';

/** Loads the lazy parts of a server-rendered page. */
export function loadServerRenderedParts(pathname: string): Promise<unknown> {
  return Promise.all((SERVER_RENDERED_PAGES[pathname] ?? []).map((part) => part.preload()));
}
