import {
  type ExportRecord,
  MAX_RECORDS_PER_FILE,
  type Pair,
  type RecordSet,
  timeFromNumber,
} from './records';
import { repairJsonText } from './repair';
import { isMetaKey } from './wrapper-keys';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: Json | undefined): string | undefined =>
  typeof v === 'string' ? repairJsonText(v) || undefined : undefined;

/** Keys whose string names the record in flat objects (Facebook flat keys, advertisers). */
const NAME_KEYS = ['title', 'name', 'advertiser_name', 'text', 'value', 'string', 'topic'];
const SKIP_KEYS = new Set(['timestamp', 'fbid', 'media', 'href', 'uri', 'url', 'ent_field_name']);

/** Shape 3's `label_values`: `{label, value}`, `{label, vec: [{value}]}`, `{title, dict: [...]}`. */
function labelValues(list: Json[], out: Pair[], group?: string) {
  for (const item of list) {
    if (!isObject(item)) continue;
    const label = text(item.label) ?? text(item.title) ?? '';
    const value = text(item.value);
    if (value !== undefined) out.push({ label, value, group });
    if (Array.isArray(item.vec)) {
      for (const entry of item.vec) {
        const v = isObject(entry) ? text(entry.value) : text(entry);
        if (v) out.push({ label, value: v, group });
      }
    }
    if (Array.isArray(item.dict)) {
      for (const entry of item.dict) {
        if (isObject(entry) && Array.isArray(entry.dict)) labelValues(entry.dict, out, label || group);
        else if (isObject(entry)) labelValues([entry], out, label || group);
      }
    }
  }
}

/** Whether the object has the fields only Meta's records have (shapes 1 and 3). */
const isMetaRecord = (item: JsonObject) =>
  isObject(item.string_map_data) || Array.isArray(item.string_list_data) || Array.isArray(item.label_values);

/** One record from whichever of the three shapes the object is in. */
function recordOf(item: Json): ExportRecord | null {
  if (typeof item === 'string') {
    const value = repairJsonText(item);
    return value ? { pairs: [], values: [value] } : null;
  }
  if (!isObject(item)) return null;
  const record: ExportRecord = { pairs: [], values: [] };
  let time = timeFromNumber(item.timestamp);
  // Shape 1: Instagram string-map records.
  if (isObject(item.string_map_data)) {
    for (const [rawLabel, cell] of Object.entries(item.string_map_data)) {
      if (!isObject(cell)) continue;
      const value = text(cell.value);
      if (value !== undefined) record.pairs.push({ label: repairJsonText(rawLabel), value });
      time ??= timeFromNumber(cell.timestamp);
    }
  }
  if (Array.isArray(item.string_list_data)) {
    for (const cell of item.string_list_data) {
      if (!isObject(cell)) continue;
      const value = text(cell.value) ?? handleFromHref(text(cell.href));
      if (value) record.values.push(value);
      time ??= timeFromNumber(cell.timestamp);
    }
  }
  // Shape 3: generic label-value records.
  if (Array.isArray(item.label_values)) labelValues(item.label_values, record.pairs);
  // Shape 2 and the rest: flat keys.
  for (const [key, value] of Object.entries(item)) {
    if (SKIP_KEYS.has(key) || key === 'string_map_data' || key === 'string_list_data') continue;
    if (key === 'label_values') continue;
    if (typeof value === 'string' && NAME_KEYS.includes(key) && record.title === undefined) {
      record.title = text(value);
    } else if (typeof value === 'string') {
      const v = text(value);
      if (v) record.pairs.push({ label: key, value: v });
    } else if (typeof value === 'boolean' && value) {
      record.pairs.push({ label: key, value: 'true' });
    } else if (key === 'data' && Array.isArray(value)) {
      // Facebook searches: data: [{text}]
      for (const entry of value) {
        const v = isObject(entry) ? (text(entry.text) ?? text(entry.value)) : undefined;
        if (v) record.values.push(v);
      }
    }
  }
  if (time !== undefined) record.time = time;
  return record.title || record.pairs.length > 0 || record.values.length > 0 ? record : null;
}

/** "https://www.instagram.com/lego" → "lego" (following lists sometimes carry only the link). */
function handleFromHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  const match = /instagram\.com\/(?:_u\/)?([A-Za-z0-9._]+)\/?$/.exec(href);
  return match?.[1];
}

/**
 * The records of a parsed JSON export file, in any of the three shapes: a wrapper object
 * holding lists (`{topics_your_topics: [...]}`, `{topics_v2: [...]}`), a bare array of
 * records, or one bare record. Keys are repaired too (they carry the defect as well). Only
 * Meta's shapes count: a record in Meta's own fields (string-map or label-value), or any entry
 * of a list under a wrapper key Meta writes. Plain strings and objects anywhere else (a bare
 * array of them, a list under a key of someone else's) are someone else's data and read as
 * nothing, whatever the file is called.
 */
export function recordsFromJson(root: Json): RecordSet {
  const set: RecordSet = { keys: [], records: [], truncated: false, shaped: false };
  const add = (item: Json, underMetaKey: boolean) => {
    const metaRecord = isObject(item) && isMetaRecord(item);
    if (!metaRecord && !underMetaKey) return;
    if (set.records.length >= MAX_RECORDS_PER_FILE) {
      set.truncated = true;
      return;
    }
    if (metaRecord) set.shaped = true;
    const record = recordOf(item);
    if (record) set.records.push(record);
  };
  const walk = (value: Json, depth: number) => {
    if (Array.isArray(value)) {
      for (const item of value) add(item, false);
      return;
    }
    if (!isObject(value)) return;
    if (Array.isArray(value.label_values) || isObject(value.string_map_data)) {
      add(value, false);
      return;
    }
    for (const [rawKey, inner] of Object.entries(value)) {
      if (Array.isArray(inner)) {
        const key = repairJsonText(rawKey);
        set.keys.push(key);
        const meta = isMetaKey(key);
        for (const item of inner) add(item, meta);
      } else if (isObject(inner) && depth < 2) {
        set.keys.push(repairJsonText(rawKey));
        walk(inner, depth + 1);
      }
    }
  };
  walk(root, 0);
  return set;
}

export type { Json };
