import type { ServerFeature } from '../lib/feature';
import { account } from './account';
import { analytics } from './analytics';
import { auth } from './auth';
import { bannerAds } from './banner-ads';
import { categories } from './categories';
import { consent } from './consent';
import { dataImportsFeature } from './data-imports';
import { families } from './families';
import { feed } from './feed';
import { giftExchangesFeature } from './gift-exchanges';
import { giftIdeasFeature } from './gift-ideas';
import { health } from './health';
import { invites } from './invites';
import { linkPreview } from './link-preview';
import { members } from './members';
import { oauth } from './oauth';
import { occasionsFeature } from './occasions';
import { signals } from './signals';
import { trackedAdsFeature } from './tracked-ads';
import { wishlists } from './wishlists';

/**
 * Every server feature, in registration order (decision 0037). A new feature is a folder with an
 * index.ts declaring it, and one line here: the app registers its routes, and leaving a family,
 * deleting an account, merging records, the download and the route inventory find the rest.
 */
export const FEATURES: readonly ServerFeature[] = [
  health,
  auth,
  families,
  members,
  invites,
  signals,
  categories,
  account,
  oauth,
  trackedAdsFeature,
  analytics,
  consent,
  feed,
  bannerAds,
  giftIdeasFeature,
  dataImportsFeature,
  occasionsFeature,
  linkPreview,
  wishlists,
  giftExchangesFeature,
];
