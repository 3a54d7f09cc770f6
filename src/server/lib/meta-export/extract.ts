import type { FileKind } from '#common/imports/files';
import type { ExtractedItem, ItemKind } from '#common/imports/items';
import { normalizePhrase } from '#common/signals/normalize';
import { type LabelRole, roleOfLabel } from './labels';
import { isNoise } from './noise';
import type { ExportRecord, Pair } from './records';

/** Items one file may give; the rest of a huge file is not read. */
export const MAX_ITEMS_PER_FILE = 20_000;
const MAX_TEXT = 120;

const rolesOf = (pair: Pair) => roleOfLabel(pair.label);
const pick = (r: ExportRecord, ...roles: LabelRole[]) => {
  for (const role of roles) {
    const found = r.pairs.find((p) => rolesOf(p) === role);
    if (found) return found.value;
  }
  return undefined;
};
const sole = (r: ExportRecord) => (r.pairs.length === 1 ? r.pairs[0]?.value : undefined);
/** The first value that is not a time, link or flag: "structure first". */
const firstPlain = (r: ExportRecord) =>
  r.pairs.find((p) => {
    const role = rolesOf(p);
    return role !== 'time' && role !== 'url' && p.value !== 'true' && /\p{L}/u.test(p.value);
  })?.value;

/** Every name a list record holds: labelled names, a lone value, list values, its title. */
function namesOf(r: ExportRecord, roles: LabelRole[]): string[] {
  const labelled = r.pairs.filter((p) => {
    const role = rolesOf(p);
    return role !== null && roles.includes(role);
  });
  const labels = new Set(r.pairs.map((p) => p.label));
  const pairs = labelled.length > 0 ? labelled : labels.size === 1 ? r.pairs : [];
  const out = [...pairs.map((p) => p.value), ...r.values];
  if (out.length === 0 && r.title) out.push(r.title);
  if (out.length === 0) {
    const plain = firstPlain(r);
    if (plain) out.push(plain);
  }
  return out;
}

const handle = (text: string) => text.replace(/^@/, '');

/** Audience types of an advertiser in words ("has_remarketing_custom_audience" → "remarketing"). */
function audienceTypes(r: ExportRecord): string | undefined {
  const types = r.pairs
    .filter((p) => p.value === 'true')
    .map((p) =>
      p.label
        .replace(/^has_/, '')
        .replace(/_custom_audience$/, '')
        .replaceAll('_', ' ')
        .trim(),
    )
    .filter(Boolean);
  return types.length > 0 ? types.join(', ') : undefined;
}

interface Raw {
  kind: ItemKind;
  text: string | undefined;
  detail?: string;
}

const one = (itemKind: ItemKind, text: string | undefined, detail?: string): Raw[] => [
  { kind: itemKind, text, detail },
];
const many = (itemKind: ItemKind, texts: string[]): Raw[] => texts.map((text) => ({ kind: itemKind, text }));

/**
 * Facebook's "Ad preferences" page (2025-2026) puts unlike things side by side: yes/no
 * opt-out rows, the ads the person hid, categories and interests they removed, and the "Ads
 * interests" list. Only that list says what they like; hidden ads and removed interests say
 * what they do not; the opt-out flags say nothing about them. A value belongs to the section
 * its label or heading names (the JSON's label or dict title, the HTML's label cell or heading).
 */
const PREF_FLAG = /^(true|false|yes|no|on|off)$/i;
const PREF_SKIP = /\bopt(?:ed)?[\s-]?(?:out|in)\b|\bcategor/i;
const PREF_HIDDEN = /\bhidden ads?\b|\bhide an ad\b|\bads? (?:you )?hid\b/i;
const PREF_REMOVED = /\b(?:removed|reported)\b.*\binterests?\b/i;
const PREF_INTERESTS = /\binterests?\b|\bad topics?\b/i;

type PrefSection = 'interests' | 'removed' | 'hidden' | 'skip';
/** The section a label or heading names; undefined for a neutral one ("Name", "Ad title"). */
function prefSection(name: string | undefined): PrefSection | undefined {
  if (!name) return undefined;
  if (PREF_HIDDEN.test(name)) return 'hidden';
  if (PREF_REMOVED.test(name)) return 'removed';
  if (/^opted-in ad interests$/i.test(name.trim())) return 'interests';
  if (PREF_SKIP.test(name)) return 'skip';
  return PREF_INTERESTS.test(name) ? 'interests' : undefined;
}

function adPreferenceItems(r: ExportRecord): Raw[] {
  const own = prefSection(r.context);
  const out: Raw[] = [];
  const add = (section: PrefSection | undefined, text: string | undefined, role?: LabelRole | null) => {
    if (!text || PREF_FLAG.test(text.trim())) return;
    if (section === 'interests') out.push({ kind: 'topic', text });
    else if (section === 'removed') out.push({ kind: 'not_interested', text });
    else if (section === 'hidden' && role === 'title') out.push({ kind: 'hidden_ad', text });
  };
  for (const pair of r.pairs) {
    add(prefSection(pair.group) ?? prefSection(pair.label) ?? own, pair.value, rolesOf(pair));
  }
  if (own === 'hidden') {
    // A hidden ad without an "Ad title" cell: a table row, named by its first cell.
    if (!r.pairs.some((p) => rolesOf(p) === 'title')) add(own, r.title ?? r.values[0], 'title');
    return out;
  }
  for (const value of r.values) add(own, value);
  if (r.pairs.length === 0 && r.values.length === 0) add(own, r.title);
  return out;
}

/** Items repeat (the same account liked a hundred times): each distinct text is normalised once. */
const KEYS = new Map<string, string>();
function keyOf(text: string): string {
  let key = KEYS.get(text);
  if (key === undefined) {
    key = normalizePhrase(text);
    if (KEYS.size > 20_000) KEYS.clear();
    KEYS.set(text, key);
  }
  return key;
}

/** What each file kind says, record by record. */
function itemsOf(kind: FileKind, r: ExportRecord): Raw[] {
  switch (kind) {
    case 'topics':
      return many('topic', namesOf(r, ['name', 'interest', 'category']));
    case 'other_categories':
      return many('behaviour', namesOf(r, ['name', 'interest', 'category']));
    case 'advertisers': {
      const named = r.title ? [r.title] : namesOf(r, ['advertiser', 'name']);
      const detail = audienceTypes(r);
      return named.map((text) => ({ kind: 'advertiser' as const, text, detail }));
    }
    case 'advertisers_interacted':
      return one('ad_clicked', r.title ?? pick(r, 'title', 'advertiser', 'name') ?? firstPlain(r));
    case 'ads_viewed':
      return one(
        'ad_viewed',
        pick(r, 'author', 'advertiser', 'username', 'name') ?? r.title ?? firstPlain(r),
      );
    case 'ads_clicked':
      return one('ad_clicked', r.title ?? pick(r, 'title', 'product', 'advertiser') ?? firstPlain(r));
    case 'likes':
      return one(
        'like',
        pick(r, 'username', 'author') ?? r.title ?? pick(r, 'name') ?? r.values.find((v) => /\p{L}/u.test(v)),
      );
    case 'follows':
      return many('follow', r.values.length > 0 ? r.values : [r.title ?? pick(r, 'username', 'name') ?? '']);
    case 'saved':
      return one('saved', r.title ?? pick(r, 'username', 'author', 'name') ?? firstPlain(r));
    case 'searches':
      return one('search', pick(r, 'search') ?? r.values[0] ?? sole(r) ?? r.title ?? firstPlain(r));
    case 'wishlist':
      return one(
        'wishlist',
        pick(r, 'product') ?? r.title ?? sole(r) ?? firstPlain(r),
        pick(r, 'merchant') ?? undefined,
      );
    case 'not_interested':
      return many('not_interested', namesOf(r, ['name', 'username', 'interest', 'author']));
    case 'hidden_ads':
      return one('hidden_ad', r.title ?? pick(r, 'advertiser', 'title', 'name') ?? firstPlain(r));
    case 'ad_preferences':
      return adPreferenceItems(r);
  }
}

const HANDLE_KINDS = new Set<ItemKind>(['like', 'follow', 'ad_viewed', 'saved', 'not_interested']);

/**
 * The items of a file of the given kind: noise dropped, duplicates folded (count, latest
 * time), at most MAX_ITEMS_PER_FILE distinct ones; the range of the times of what was read.
 */
export function extractItems(
  kind: FileKind,
  records: ExportRecord[],
  parseDate: (text: string) => number | undefined,
): { items: ExtractedItem[]; range: { from: number; to: number } | null } {
  const found = new Map<string, ExtractedItem>();
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const record of records) {
    const time = record.time ?? timeFromPairs(record, parseDate);
    for (const raw of itemsOf(kind, record)) {
      if (!raw.text) continue;
      let text = raw.text.slice(0, MAX_TEXT).trim();
      if (HANDLE_KINDS.has(raw.kind)) text = handle(text);
      if (isNoise(text)) continue;
      if (time !== undefined) {
        from = Math.min(from, time);
        to = Math.max(to, time);
      }
      const key = `${raw.kind}|${keyOf(text)}`;
      const seen = found.get(key);
      if (seen) {
        seen.count++;
        if (time !== undefined && (seen.time === undefined || time > seen.time)) seen.time = time;
        continue;
      }
      if (found.size >= MAX_ITEMS_PER_FILE) continue;
      const item: ExtractedItem = { kind: raw.kind, text, count: 1 };
      if (raw.detail && !isNoise(raw.detail)) item.detail = raw.detail.slice(0, MAX_TEXT);
      if (time !== undefined) item.time = time;
      found.set(key, item);
    }
  }
  return { items: [...found.values()], range: Number.isFinite(from) ? { from, to } : null };
}

function timeFromPairs(record: ExportRecord, parseDate: (text: string) => number | undefined) {
  const value = record.pairs.find((p) => roleOfLabel(p.label) === 'time')?.value;
  return value ? parseDate(value) : undefined;
}
