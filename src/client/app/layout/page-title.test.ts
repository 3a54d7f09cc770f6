import { describe, expect, it } from 'vitest';
import { HOME_TITLE, pageTitle } from './page-title';

describe('the document title', () => {
  it('names the page, then GiftLens', () => {
    expect(pageTitle('/family-profiles')).toBe('Family Profiles · GiftLens');
    expect(pageTitle('/family-profiles/12')).toBe('Member Profile · GiftLens');
    expect(pageTitle('/onboarding/12')).toBe('Profile Setup · GiftLens');
    expect(pageTitle('/join/INV-ABCDEFGH2')).toBe('Join a Family · GiftLens');
    expect(pageTitle('/account/')).toBe('Account Settings · GiftLens');
    expect(pageTitle('/occasions')).toBe('Occasions · GiftLens');
    expect(pageTitle('/wishlists/')).toBe('Wishlists · GiftLens');
    expect(pageTitle('/gift-exchanges')).toBe('Gift Exchanges · GiftLens');
  });

  it('keeps the landing page title at home and says when a page does not exist', () => {
    expect(pageTitle('/')).toBe(HOME_TITLE);
    expect(pageTitle('/no-such-page')).toBe('Page Not Found · GiftLens');
  });
});
