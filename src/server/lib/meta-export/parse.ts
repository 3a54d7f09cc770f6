import { type FileKind, fileKindByName, isNoDataFile } from '#common/imports/files';
import type { ExtractedItem } from '#common/imports/items';
import { parseDisplayDate } from './dates';
import { extractItems } from './extract';
import { HtmlTooDeepError } from './html-feed';
import { recordsFromHtml } from './html-records';
import { type JsonBoundExceeded, type JsonBounds, jsonBoundExceeded } from './json-bounds';
import { type Json, recordsFromJson } from './json-records';
import type { RecordSet } from './records';
import { isMetaKey, kindOfKey } from './wrapper-keys';

export type ExportFormat = 'json' | 'html';

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
    const kind = kindOfKey(key);
    if (kind) return kind;
  }
  // An HTML page names itself: "Your Topics", "Advertisers you've interacted with".
  return set.pageTitle ? fileKindByName(set.pageTitle) : null;
}

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

/**
 * What Meta's JSON exports hold at most, with a wide margin: they nest about eight levels (a
 * label-value record's `dict` within a `dict`), list a few thousand entries (50,000 records are
 * read from a file at most), and a 25 MB file has one or two million values. More is refused
 * before parsing (json-bounds.ts), so a file of millions of nested brackets or empty objects
 * never reaches the parser's time and memory.
 */
export const EXPORT_JSON_BOUNDS: JsonBounds = { depth: 64, entries: 1_000_000, values: 4_000_000 };
const n = (count: number) => count.toLocaleString('en-US');
export const EXPORT_JSON_REFUSALS: Record<JsonBoundExceeded, string> = {
  depth: `nests JSON arrays and objects more than ${EXPORT_JSON_BOUNDS.depth} levels deep, which no Meta export does`,
  entries: `holds more than ${n(EXPORT_JSON_BOUNDS.entries)} entries in one JSON list, which no Meta export does`,
  values: `holds more than ${n(EXPORT_JSON_BOUNDS.values)} JSON values, which no Meta export file does`,
};

const NOT_AN_EXPORT = 'holds nothing GiftLens can read: it is not in the shape of a Meta export file';

/**
 * Reads one export file (any vintage, JSON or HTML, any listed language) into items: the
 * format from the content, the kind from the base name (or, for renamed files, the wrapper key
 * or page title), records from the shape, items from the records. Raw content is neither
 * kept nor logged. A file that yields nothing is 'unrecognized' unless it is Meta's own: its
 * no-data placeholder, an empty list in a wrapper Meta writes, or a page of Meta's records
 * whose every entry was noise. JSON past what any export holds (EXPORT_JSON_BOUNDS), or a page
 * nested deeper than any export, is refused before the parser's cost can grow. The server runs
 * this on a worker thread (parse-pool.ts).
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
    const exceeded = jsonBoundExceeded(content, EXPORT_JSON_BOUNDS);
    if (exceeded) return { status: 'unrecognized', reason: EXPORT_JSON_REFUSALS[exceeded] };
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
