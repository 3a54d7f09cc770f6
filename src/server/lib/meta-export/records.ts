/**
 * Every shape of every vintage (three JSON shapes, two HTML layouts) is read into these
 * records first; what a file means is decided afterwards, on the records alone.
 */
export interface Pair {
  /** The label as written (any language), repaired and trimmed. */
  label: string;
  value: string;
  /** The group a nested value sits in ("Owner" → Username), when there is one. */
  group?: string;
}

export interface ExportRecord {
  title?: string;
  pairs: Pair[];
  /** Values without a label: list entries, plain strings, body lines. */
  values: string[];
  /** Milliseconds since the epoch, when the record carries a time. */
  time?: number;
  /**
   * The heading or label the record sits under, when it is nested in a larger one (HTML pages
   * nest a section's list entries as records of their own: "Ads interests" › "LEGO").
   */
  context?: string;
}

export interface RecordSet {
  /** The wrapper keys the records were found under (`topics_your_topics`, `topics_v2`…). */
  keys: string[];
  records: ExportRecord[];
  /** More records than the per-file cap were present; the rest were not read. */
  truncated: boolean;
  /** HTML page title, when there is one. */
  pageTitle?: string;
  /**
   * Meta's own structure was seen (string-map or label-value records, its HTML class tokens),
   * so this is an export file even when nothing in it is worth learning.
   */
  shaped: boolean;
}

/** A file with more records than this is read up to here: bounded time and memory. */
export const MAX_RECORDS_PER_FILE = 50_000;

/** Export timestamps are seconds (older ones sometimes milliseconds). */
export function timeFromNumber(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  const ms = value < 1e11 ? value * 1000 : value;
  // Nothing before Facebook existed, nothing far in the future.
  return ms > Date.UTC(2004, 0, 1) && ms < Date.UTC(2100, 0, 1) ? ms : undefined;
}
