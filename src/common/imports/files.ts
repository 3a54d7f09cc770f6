/**
 * Which files of a Meta "Download Your Information" export GiftLens reads (docs:
 * meta-exports.md). Shared by the browser, which opens a zip locally and sends only these,
 * and the server, which recognises a file by the same names (and by its content when renamed).
 * Files are matched by base name, never by path: folders moved between export versions.
 */

export const IMPORT_PLATFORMS = ['instagram', 'facebook'] as const;
export type ImportPlatform = (typeof IMPORT_PLATFORMS)[number];

/** What one export file holds, as far as gift ideas care. */
export const FILE_KINDS = [
  'topics',
  'advertisers',
  'advertisers_interacted',
  'ads_viewed',
  'ads_clicked',
  'other_categories',
  'likes',
  'follows',
  'saved',
  'searches',
  'wishlist',
  'not_interested',
  'hidden_ads',
  /** Facebook's "Ad preferences" page (2025-2026): opt-out flags, hidden ads, the ads interests. */
  'ad_preferences',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Per-file cap, in bytes, when the server is not configured otherwise (IMPORT_FILE_MAX_MB). */
export const DEFAULT_IMPORT_FILE_MAX_BYTES = 25 * 1024 * 1024;

/** The extensions a loose file may have (a `.txt` is a renamed copy or Meta's no-data note). */
export const IMPORT_EXTENSIONS = ['.json', '.html', '.htm', '.txt'] as const;

/** Meta's note in an empty section. */
export const NO_DATA_BASE_NAME = 'no-data';

/**
 * Base names (normalised by `baseNameOf`) and what they hold, for every export vintage seen
 * (2018 to 2026), Instagram and Facebook alike.
 */
const BASE_NAMES = new Map<string, FileKind>([
  // Topics and ad interests
  ['your_topics', 'topics'],
  ['recommended_topics', 'topics'],
  ['ads_interests', 'topics'],
  ['ads_interest', 'topics'],
  ['your_ads_interests', 'topics'],
  // Advertisers that reached the member, and those they interacted with
  ['advertisers_using_your_activity_or_information', 'advertisers'],
  ['advertisers_who_uploaded_a_contact_list_with_your_information', 'advertisers'],
  ['advertisers_you_ve_interacted_with', 'advertisers_interacted'],
  ['advertisers_interacted_with', 'advertisers_interacted'],
  // Ads
  ['ads_viewed', 'ads_viewed'],
  ['ads_clicked', 'ads_clicked'],
  ['other_categories_used_to_reach_you', 'other_categories'],
  // What they liked, followed, saved, searched
  ['liked_posts', 'likes'],
  ['pages_you_ve_liked', 'likes'],
  ['pages_and_profiles_you_ve_liked', 'likes'],
  ['following', 'follows'],
  ['accounts_you_follow', 'follows'],
  ['pages_you_follow', 'follows'],
  ['who_you_follow', 'follows'],
  ['pages_and_profiles_you_follow', 'follows'],
  ['saved_posts', 'saved'],
  ['saved_collections', 'saved'],
  ['your_saved_items', 'saved'],
  ['word_or_phrase_searches', 'searches'],
  ['keyword_searches', 'searches'],
  ['tag_searches', 'searches'],
  ['hashtag_searches', 'searches'],
  ['profile_searches', 'searches'],
  ['recent_searches', 'searches'],
  ['your_search_history', 'searches'],
  ['search_history', 'searches'],
  // Wishlists and saved products
  ['wishlist_items', 'wishlist'],
  ['saved_products', 'wishlist'],
  ['recently_viewed_items', 'wishlist'],
  ['cart_items', 'wishlist'],
  // Negative evidence
  ['accounts_you_re_not_interested_in', 'not_interested'],
  ['posts_you_re_not_interested_in', 'not_interested'],
  ['topics_you_re_not_interested_in', 'not_interested'],
  ['see_less', 'not_interested'],
  ['ads_you_hid', 'hidden_ads'],
  ['hidden_ads', 'hidden_ads'],
  ['ads_hidden', 'hidden_ads'],
  // Facebook 2025-2026 gathers the ad interests, hidden ads and opt-outs on one page
  ['ad_preferences', 'ad_preferences'],
  ['your_ad_preferences', 'ad_preferences'],
]);

/** Every base name GiftLens reads, for the file-organizer scripts. */
export const ALLOWED_BASE_NAMES: readonly string[] = [...BASE_NAMES.keys()];

/**
 * A file name reduced to what identifies it across vintages: the last path part, lower case,
 * extension gone, apostrophes (`you've`, `you’ve`) and spaces as `_`, a part number
 * (`liked_posts_2`) dropped.
 */
export function baseNameOf(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  return last
    .toLowerCase()
    .replace(/\.(json|html?|txt)$/, '')
    .replace(/['’`]/g, '_')
    .replace(/\s+/g, '_')
    .replace(/_\d{1,3}$/, '');
}

/**
 * What a file holds, judged by its name; null when GiftLens does not read it. A Map, so a name
 * such as `__proto__` or `constructor` names nothing rather than the object prototype.
 */
export function fileKindByName(fileName: string): FileKind | null {
  return BASE_NAMES.get(baseNameOf(fileName)) ?? null;
}

/** Meta's `no-data.txt` of an empty section. */
export const isNoDataFile = (fileName: string) => baseNameOf(fileName) === NO_DATA_BASE_NAME;

const hasExtension = (fileName: string, extensions: readonly string[]) =>
  extensions.some((ext) => fileName.toLowerCase().endsWith(ext));

/**
 * Whether the browser sends a file it found inside a zip: an allow-listed name with a JSON or
 * HTML extension. Messages, photos, videos and everything else never leave the device.
 */
export const isAllowListedEntry = (path: string) =>
  !path.endsWith('/') && hasExtension(path, ['.json', '.html', '.htm']) && fileKindByName(path) !== null;

/** A zip the dialog opens locally (an export, its parts, or a `meta-…zip` nesting them). */
export const isZipName = (fileName: string) => fileName.toLowerCase().endsWith('.zip');

/** A loose file the picker accepts. */
export const isLooseImportFile = (fileName: string) => hasExtension(fileName, IMPORT_EXTENSIONS);
