import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, PAGE_ROUTES } from '#common/page-routes';
import { HOME_TITLE, pageTitle } from './page-title';

/** An address of the page: each parameter filled in, a splat given two segments. */
const addressOf = (path: string) => path.replace(/:[^/]+/g, 'x7').replace(/\/\*$/, '/7/step');

describe('the document title', () => {
  it('names the page, then GiftLens', () => {
    expect(pageTitle('/family-profiles')).toBe('Family Profiles · GiftLens');
    expect(pageTitle('/family-profiles/12')).toBe('Member Profile · GiftLens');
    expect(pageTitle('/onboarding/12')).toBe('Profile Setup · GiftLens');
    expect(pageTitle('/onboarding')).toBe('Profile Setup · GiftLens');
    expect(pageTitle('/join/INV-ABCDEFGH2')).toBe('Join a Family · GiftLens');
    expect(pageTitle('/instagram-feed')).toBe('Feed · GiftLens');
    expect(pageTitle('/privacy')).toBe('Privacy Policy · GiftLens');
  });

  it('names every declared page by its own title at its own address', () => {
    for (const name of PAGE_NAMES.filter((page) => page !== 'home')) {
      const { path, title } = PAGE_ROUTES[name];
      expect(pageTitle(addressOf(path)), path).toBe(`${title} · GiftLens`);
    }
  });

  it('names a page however the router reaches it: any case, trailing slashes, encoded letters', () => {
    expect(pageTitle('/account/')).toBe('Account Settings · GiftLens');
    expect(pageTitle('/Wishlists//')).toBe('Wishlists · GiftLens');
    expect(pageTitle('/GIFT-EXCHANGES')).toBe('Gift Exchanges · GiftLens');
    expect(pageTitle('/ter%6Ds')).toBe('Terms of Service · GiftLens');
  });

  it('keeps the landing page title at home and says when a page does not exist', () => {
    expect(pageTitle('/')).toBe(HOME_TITLE);
    expect(HOME_TITLE).toMatch(/^GiftLens — /);
    expect(pageTitle('/no-such-page')).toBe('Page Not Found · GiftLens');
    expect(pageTitle('/family-profiles/12/photos')).toBe('Page Not Found · GiftLens');
    expect(pageTitle('/dashboard/extra')).toBe('Page Not Found · GiftLens');
  });
});
