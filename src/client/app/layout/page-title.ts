import { PAGE_ROUTES, pageAt } from '#common/page-routes';

/** The landing page keeps the title index.html gives it. */
export const HOME_TITLE = `GiftLens — ${PAGE_ROUTES.home.title}`;

/** Every route's own document title, from its declaration (#common/page-routes): "Family Profiles · GiftLens". */
export function pageTitle(pathname: string): string {
  const page = pageAt(pathname);
  if (page === 'home') return HOME_TITLE;
  return `${page ? PAGE_ROUTES[page].title : 'Page Not Found'} · GiftLens`;
}
