import type { FastifyInstance } from 'fastify';
import { hasLoneSurrogate, NUL_MESSAGE, SURROGATE_MESSAGE } from '#common/api/fields';
import { invalidField } from '../errors';

/** The first string (or key) PostgreSQL could not store, by its dotted path, and why. */
export interface BadText {
  field: string;
  problem: string;
}

const problemOf = (text: string): string | null =>
  text.includes('\u0000') ? NUL_MESSAGE : hasLoneSurrogate(text) ? SURROGATE_MESSAGE : null;

/**
 * The first string holding U+0000 or a lone surrogate, walked with an explicit stack: no
 * input, however deep, can exhaust the call stack here.
 */
export function findBadText(value: unknown): BadText | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { value: item, path } = next;
    if (typeof item === 'string') {
      const problem = problemOf(item);
      if (problem) return { field: path || 'request', problem };
    } else if (Array.isArray(item)) {
      // Pushed last first, so the walk still meets the first bad entry first.
      for (let i = item.length - 1; i >= 0; i--) {
        stack.push({ value: item[i], path: path ? `${path}.${i}` : String(i) });
      }
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        const problem = problemOf(key);
        if (problem) return { field: path ? `${path}.${key}` : key, problem };
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i] as [string, unknown];
        stack.push({ value: inner, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * The schemas in src/common refuse NUL and lone surrogates in every text field they name
 * (`str()`); this catches the rest (keys, free-form JSON, a route whose schema is looser)
 * before any handler runs, because PostgreSQL can store neither and would answer 500.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    for (const part of [request.params, request.query, request.body]) {
      const bad = findBadText(part);
      if (bad) throw invalidField({ field: bad.field, issue: 'custom' }, bad.problem);
    }
  });
}
