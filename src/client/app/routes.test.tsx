import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPageRoute, PAGE_ROUTES } from '#common/page-routes';
import { RequireAuth } from './require-auth';
import { RequireFamily } from './require-family';
import { routes } from './routes';

/** True when the router shows a page of its own there, false when it shows the not-found page. */
const routerHasPage = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*';

const PATHS = [
  '/',
  '/dashboard',
  '/dashboard/',
  '/DASHBOARD',
  '/dashboard/extra',
  '/family-profiles/42',
  '/family-profiles/42/',
  '/family-profiles/42/photos',
  '/family-profiles//42',
  '/family-members/7',
  '/onboarding',
  '/onboarding/7',
  '/onboarding/7/step',
  '/join/ABCD2345',
  '/join/AB%2FCD',
  '/join',
  '/privacy',
  '/privacy/more',
  '/track-ad',
  '/ter%6Ds',
  '/no-such-page',
];

describe('the route table', () => {
  it('has a route for every page in the shared list, and no other besides the not-found page', () => {
    // Pages sit inside the layout, under the pathless route that holds their error boundary.
    const leaves = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => (route.children ? leaves(route.children) : [route]));
    const paths = leaves(routes).map((route) => route.path);
    expect(paths).toEqual([...Object.values(PAGE_ROUTES).map((page) => page.path), '*']);
  });

  it('puts each page behind the guard its declaration names', () => {
    const pages = (routes[0]?.children?.[0]?.children ?? []).slice(0, -1);
    const guards = pages.map((route) => {
      const outer = route.element as ReactElement<{ children: ReactElement }>;
      if (outer.type !== RequireAuth) return 'public';
      return outer.props.children.type === RequireFamily ? 'family' : 'signedIn';
    });
    expect(guards).toEqual(Object.values(PAGE_ROUTES).map((page) => page.guard));
  });

  it('shows a page exactly where the server answers 200 for one', () => {
    for (const pathname of PATHS) {
      expect(isPageRoute(pathname), pathname).toBe(routerHasPage(pathname));
    }
  });
});
