import type { FastifyInstance } from 'fastify';
import { NUL_MESSAGE } from '#common/api/fields';
import { badRequest } from '../errors';

/** The dotted path of the first string holding U+0000, or null. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return keyPath;
      const found = findNul(item, keyPath);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The schemas in src/common refuse NUL in every text field they name (`str()`); this catches
 * the rest (keys, free-form JSON, a route whose schema is looser) before any handler runs,
 * because PostgreSQL cannot store U+0000 and would answer 500.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part);
      if (field) throw badRequest(`Invalid ${field}: ${NUL_MESSAGE}`);
    }
  });
}
