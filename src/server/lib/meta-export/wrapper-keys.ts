import type { FileKind } from '#common/imports/files';

/**
 * Wrapper keys seen in real exports (2018-2026) and what their file holds. A Map: keys come
 * from the file, and `__proto__` or `constructor` must name nothing.
 */
const KEY_KINDS = new Map<string, FileKind>([
  ['topics_your_topics', 'topics'],
  ['inferred_data_ig_interest', 'topics'],
  ['topics_v2', 'topics'],
  ['inferred_topics_v2', 'topics'],
  ['topics', 'topics'],
  ['ig_custom_audiences_all_types', 'advertisers'],
  ['custom_audiences_all_types_v2', 'advertisers'],
  ['custom_audiences_v2', 'advertisers'],
  ['custom_audiences', 'advertisers'],
  ['history_v2', 'advertisers_interacted'],
  ['history', 'advertisers_interacted'],
  ['impressions_history_ads_seen', 'ads_viewed'],
  ['impressions_history_ads_clicked', 'ads_clicked'],
  ['bcts', 'other_categories'],
  ['likes_media_likes', 'likes'],
  ['page_likes_v2', 'likes'],
  ['page_likes', 'likes'],
  ['relationships_following', 'follows'],
  ['pages_followed_v2', 'follows'],
  ['following_v3', 'follows'],
  ['following_v2', 'follows'],
  ['saved_saved_media', 'saved'],
  ['saves_v2', 'saved'],
  ['searches_keyword', 'searches'],
  ['searches_hashtag', 'searches'],
  ['searches_user', 'searches'],
  ['searches_v2', 'searches'],
  ['checkout_saved_products', 'wishlist'],
  ['checkout_saved_recently_viewed_products', 'wishlist'],
  ['checkout_saved_bag_info', 'wishlist'],
  ['impressions_history_recs_hidden_authors', 'not_interested'],
]);

/**
 * Facebook versions its wrapper keys (`topics_v2`, `following_v3`) and wrote them bare in 2018
 * (`topics`, `searches`): any version of a key above is the same list.
 */
const VERSION = /_v\d{1,2}$/;
const unversioned = (key: string) => key.replace(VERSION, '');
const KINDS_UNVERSIONED = new Map<string, FileKind>();
for (const [key, kind] of KEY_KINDS) {
  if (!KINDS_UNVERSIONED.has(unversioned(key))) KINDS_UNVERSIONED.set(unversioned(key), kind);
}

/** What a file under this wrapper key holds, or undefined for a key no Meta export writes. */
export const kindOfKey = (key: string): FileKind | undefined =>
  KEY_KINDS.get(key) ?? KINDS_UNVERSIONED.get(unversioned(key));

/** Whether Meta's exports write this wrapper key (some version of it). */
export const isMetaKey = (key: string): boolean => kindOfKey(key) !== undefined;
