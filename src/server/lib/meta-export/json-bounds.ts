import { closingQuote } from '../json-text';

/** How much structure a JSON text may hold before it is parsed at all. */
export interface JsonBounds {
  /** Arrays and objects inside one another. */
  depth: number;
  /** Entries in one array or object. */
  entries: number;
  /** Values in the whole text (entries of every array and object, and the containers). */
  values: number;
}

export type JsonBoundExceeded = keyof JsonBounds;

/**
 * Which bound the JSON text exceeds, read without parsing (strings skipped whole, as
 * plugins/json-body.ts reads a request's depth), or null. Parsing builds an object per value,
 * and V8 builds each array at once: a flat list of twelve million empty objects, or one array
 * of millions of entries, takes more memory than any thread can be given (past a worker's heap
 * cap such an allocation ends the whole process, not the thread), so what no real export holds
 * is refused before the parser sees it, in one linear pass.
 */
export function jsonBoundExceeded(text: string, bounds: JsonBounds): JsonBoundExceeded | null {
  // Entries counted so far in each open container, innermost last: separators seen plus one.
  const entries: number[] = [];
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = closingQuote(text, i);
      if (i === -1) return null;
    } else if (c === 0x5b || c === 0x7b) {
      if (entries.length >= bounds.depth) return 'depth';
      entries.push(1);
      if (++values > bounds.values) return 'values';
    } else if (c === 0x5d || c === 0x7d) {
      entries.pop();
    } else if (c === 0x2c) {
      const at = entries.length - 1;
      if (at < 0) continue;
      const count = (entries[at] as number) + 1;
      if (count > bounds.entries) return 'entries';
      entries[at] = count;
      if (++values > bounds.values) return 'values';
    }
  }
  return null;
}
