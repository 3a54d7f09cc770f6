import type { FastifyInstance } from 'fastify';
import { JSON_TOO_DEEP } from '#common/endpoints/platform.errors';
import { refusal } from '../errors';
import { closingQuote } from '../lib/json-text';

/** No GiftLens request nests deeper than a handful of levels; this leaves room and no more. */
export const MAX_JSON_DEPTH = 32;
/** What a body nested deeper than the limit is answered (`json_too_deep`). */
export const tooDeep = () => refusal(JSON_TOO_DEEP, { maxDepth: MAX_JSON_DEPTH });

/**
 * Whether the JSON text opens more than `limit` arrays or objects inside one another, read
 * without parsing (strings skipped whole): checked before anything (the parser, the NUL
 * guard, zod) walks the value, so depth can never cost a stack.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = closingQuote(text, i);
      if (i === -1) return false;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies through Fastify's own parser (prototype poisoning refused), after a depth
 * check: 20,000 nested brackets are a 400 naming the body, not a stack overflow and a 500.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
