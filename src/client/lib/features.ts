/**
 * Which parts of GiftLens are built. The navigation, the signed-in home and the buttons that
 * lead to a feature read this one registry: a feature that is not built is marked "coming
 * soon" in the navigation and its buttons are not shown. Flip a flag when the feature lands.
 */
export const BUILT = {
  dashboard: true,
  feed: true,
  giftIdeas: true,
  dataImports: true,
  trackedAds: true,
  analytics: true,
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof BUILT;

export const isBuilt = (feature: Feature): boolean => BUILT[feature];

/** Where a signed-in user's home is: the dashboard once it exists, Family Profiles until then. */
export const signedInHomePath = (): string => (BUILT.dashboard ? '/dashboard' : '/family-profiles');
