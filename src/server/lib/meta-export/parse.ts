import { type FileKind, fileKindByName, isNoDataFile } from '#common/imports/files';
import type { ExtractedItem } from '#common/imports/items';
import { parseDisplayDate } from './dates';
import { extractItems } from './extract';
import { HtmlTooDeepError } from './html-feed';
import { recordsFromHtml } from './html-records';
import { type Json, recordsFromJson } from './json-records';
import type { RecordSet } from './records';

export type ExportFormat = 'json' | 'html';

/** Wrapper keys seen in real exports (2018-2026) and what their file holds. */
const KEY_KINDS: Record<string, FileKind> = {
  topics_your_topics: 'topics',
  inferred_data_ig_interest: 'topics',
  topics_v2: 'topics',
  inferred_topics_v2: 'topics',
  topics: 'topics',
  ig_custom_audiences_all_types: 'advertisers',
  custom_audiences_all_types_v2: 'advertisers',
  custom_audiences_v2: 'advertisers',
  custom_audiences: 'advertisers',
  history_v2: 'advertisers_interacted',
  history: 'advertisers_interacted',
  impressions_history_ads_seen: 'ads_viewed',
  impressions_history_ads_clicked: 'ads_clicked',
  bcts: 'other_categories',
  likes_media_likes: 'likes',
  page_likes_v2: 'likes',
  page_likes: 'likes',
  relationships_following: 'follows',
  pages_followed_v2: 'follows',
  following_v3: 'follows',
  following_v2: 'follows',
  saved_saved_media: 'saved',
  saves_v2: 'saved',
  searches_keyword: 'searches',
  searches_hashtag: 'searches',
  searches_user: 'searches',
  searches_v2: 'searches',
  checkout_saved_products: 'wishlist',
  checkout_saved_recently_viewed_products: 'wishlist',
  checkout_saved_bag_info: 'wishlist',
  impressions_history_recs_hidden_authors: 'not_interested',
};

export type ParsedFile =
  | {
      status: 'read';
      format: ExportFormat;
      kind: FileKind;
      items: ExtractedItem[];
      /** Records beyond the per-file cap were not read. */
      truncated: boolean;
      range: { from: number; to: number } | null;
    }
  /** Meta's no-data.txt, or a recognised file whose list is empty. */
  | { status: 'empty'; format: ExportFormat | 'text'; kind: FileKind | null }
  | { status: 'unrecognized'; reason: string };

/** The format from the content, never the extension: `{`/`[` JSON, `<html`/`<!DOCTYPE` HTML. */
export function detectFormat(content: string): ExportFormat | 'zip' | 'text' {
  const head = content
    .slice(0, 512)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (
    head.startsWith('PK\u0003\u0004') ||
    head.startsWith('PK\u0005\u0006') ||
    /^data:application\/(x-)?zip/i.test(head)
  ) {
    return 'zip';
  }
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  if (/^(<\?xml[^>]*>\s*)?<(!doctype\s+html|html)/i.test(head)) return 'html';
  return 'text';
}

const NO_DATA_TEXT =
  /no data in this section|no tienes datos|aucune donnée|keine daten|não tem dados|nessun dato|geen gegevens|veri yok/i;

function kindOf(fileName: string, set: RecordSet): FileKind | null {
  const byName = fileKindByName(fileName);
  if (byName) return byName;
  for (const key of set.keys) {
    const kind = Object.hasOwn(KEY_KINDS, key) ? KEY_KINDS[key] : undefined;
    if (kind) return kind;
  }
  // An HTML page names itself: "Your Topics", "Advertisers you've interacted with".
  return set.pageTitle ? fileKindByName(set.pageTitle) : null;
}

/** Facebook's wrapper keys carry a version (`topics_v2`, `following_v3`). */
const VERSIONED_KEY = /^[a-z][a-z0-9_]*_v\d+$/;
const isMetaKey = (key: string) => Object.hasOwn(KEY_KINDS, key) || VERSIONED_KEY.test(key);

/** Meta's own empty list: a wrapper it writes (`{"topics_v2": []}`) holding nothing. */
function isEmptyMetaList(root: Json): boolean {
  if (typeof root !== 'object' || root === null || Array.isArray(root)) return false;
  const entries = Object.entries(root);
  return (
    entries.length > 0 &&
    entries.some(([key, value]) => isMetaKey(key) && Array.isArray(value) && value.length === 0) &&
    entries.every(([, value]) => !Array.isArray(value) || value.length === 0)
  );
}

/**
 * Class tokens of the page frame of Meta's download pages, older layouts included (whose
 * records GiftLens does not read): such a page is Meta's, so an empty one is not refused.
 */
const META_PAGE = /class="[^"]*\b(_a6-g|_a705|_a706|_5vb_|_2yq|_li|_3-96|_2lej|_2lek|_2pin|uiBoxWhite)\b/;

const NOT_AN_EXPORT = 'holds nothing GiftLens can read: it is not in the shape of a Meta export file';

/**
 * Reads one export file (any vintage, JSON or HTML, any listed language) into items: the
 * format from the content, the kind from the base name (or, for renamed files, the wrapper key
 * or page title), records from the shape, items from the records. Raw content is neither
 * kept nor logged. A file that yields nothing is 'unrecognized' unless it is Meta's own: its
 * no-data placeholder, an empty list in a wrapper Meta writes, or a page of Meta's records
 * whose every entry was noise. HTML is read in slices so other requests are served meanwhile,
 * and a page nested deeper than any export is refused before the parser's cost can grow.
 */
export async function parseExportFile(fileName: string, content: string): Promise<ParsedFile> {
  const format = detectFormat(content);
  if (format === 'zip') return { status: 'unrecognized', reason: 'is a zip archive' };
  if (format === 'text') {
    if (isNoDataFile(fileName) || NO_DATA_TEXT.test(content.slice(0, 500))) {
      return { status: 'empty', format: 'text', kind: null };
    }
    return { status: 'unrecognized', reason: 'is neither JSON nor HTML' };
  }
  let set: RecordSet;
  let emptyList = false;
  if (format === 'json') {
    let root: Json;
    try {
      root = JSON.parse(content) as Json;
    } catch {
      return { status: 'unrecognized', reason: 'is not valid JSON' };
    }
    set = recordsFromJson(root);
    if (set.keys.some(isMetaKey)) set.shaped = true;
    emptyList = set.records.length === 0 && isEmptyMetaList(root);
  } else {
    try {
      set = await recordsFromHtml(content, parseDisplayDate);
    } catch (err) {
      if (err instanceof HtmlTooDeepError) return { status: 'unrecognized', reason: err.message };
      throw err;
    }
    const head = content.slice(0, 64 * 1024);
    if (META_PAGE.test(head)) set.shaped = true;
    emptyList = set.records.length === 0 && NO_DATA_TEXT.test(head);
  }
  const kind = kindOf(fileName, set);
  if (!kind) return { status: 'unrecognized', reason: 'is not an export file GiftLens reads' };
  // JSON with neither Meta's record fields nor a wrapper key is someone else's data.
  if (format === 'json' && !set.shaped && set.keys.length === 0) {
    return { status: 'unrecognized', reason: NOT_AN_EXPORT };
  }
  const { items, range } = extractItems(kind, set.records, parseDisplayDate);
  if (items.length === 0) {
    // Meta's page (HTML) or Meta's records (JSON) with nothing in them worth learning.
    const metaOwn = emptyList || (set.shaped && (format === 'html' || set.records.length > 0));
    return metaOwn ? { status: 'empty', format, kind } : { status: 'unrecognized', reason: NOT_AN_EXPORT };
  }
  return {
    status: 'read',
    format,
    kind,
    items,
    truncated: set.truncated,
    range,
  };
}
