/**
 * The kinds of data an answer is made from and a change touches (decision 0024). A GET declares
 * what it `reads`, a change what it `affects`; after a change the client refreshes exactly the
 * answers that read something it affected, so no list of keys is kept by hand. No zod here.
 */
export const RESOURCES = [
  /** The signed-in account: its profile, sign-ins and settings. */
  'user',
  /** The account's cookie choice. */
  'consent',
  /** Families, memberships, invite codes and the current family. */
  'families',
  /** Member records, their answers, photos and privacy switches. */
  'members',
  'invites',
  'trackedAds',
  /** What GiftLens learned (interest profiles): every member record kind with signals touches it. */
  'signals',
  'giftIdeas',
  'imports',
  'feed',
  /** Occasions, the family's holidays and the plan for each. */
  'occasions',
  /** Wishlist items, their claims and pledges. */
  'wishlists',
  /** Gift exchanges (Secret Santa) and their draws. */
  'exchanges',
  /** Banner-ad impressions. */
  'bannerAds',
] as const;

export type Resource = (typeof RESOURCES)[number];
