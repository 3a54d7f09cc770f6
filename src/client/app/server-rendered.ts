import { SignedInHome } from '../pages/home';
import { SignedInControls } from './layout/header';
import { FamilyWelcome } from './require-family';
import { DashboardPage } from './routes';

/**
 * The signed-in pages the server renders (src/client/prerender.tsx), each with the lazy parts
 * it shows. The browser loads those parts before it hydrates such a page (start.tsx): a part
 * still loading would keep its server HTML, and the first update after hydration would swap
 * that HTML for a loader. The browser journey (e2e/dashboard.spec.ts) fails if one is missing.
 */
export const SERVER_RENDERED_PAGES: Readonly<Record<string, readonly { preload(): Promise<void> }[]>> = {
  '/': [SignedInControls, SignedInHome, DashboardPage, FamilyWelcome],
  '/dashboard': [SignedInControls, DashboardPage, FamilyWelcome],
};

/**
 * What a server-rendered page must contain to be sent: the dashboard itself, or the welcome `/`
 * shows someone without a family (a new demo user's first page). Anyone else at `/` is sent
 * elsewhere by the app (an unstarted profile to the questionnaire), so the server sends the
 * shell and lets it.
 */
export const SERVER_RENDERED_MARKS = ['data-page="dashboard"', 'data-page="welcome"'] as const;

/** Loads the lazy parts of a server-rendered page. */
export function loadServerRenderedParts(pathname: string): Promise<unknown> {
  return Promise.all((SERVER_RENDERED_PAGES[pathname] ?? []).map((part) => part.preload()));
}
