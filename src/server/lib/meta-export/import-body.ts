import secureJson from 'secure-json-parse';
import { IMPORT_PLATFORMS, type ImportPlatform } from '#common/imports/files';
import { importFileBodySchema } from '#common/imports/schemas';
import { MAX_JSON_DEPTH } from '../../plugins/json-body';
import { type JsonBounds, jsonBoundExceeded } from './json-bounds';
import { detectFormat } from './parse';

/** What the import thread learned of a request's file, so the main thread need not hold it. */
export interface KeptFile {
  /** Its size in UTF-8 bytes, as the per-file cap counts. */
  bytes: number;
  format: ReturnType<typeof detectFormat>;
}

/**
 * The import request's JSON body, parsed as every other route's is (plugins/json-body.ts).
 * When its file passed the route's own checks on the thread, the body comes without it
 * (`content` is CONTENT_KEPT_APART) and `kept` says what the file is.
 */
export type ParsedImportBody =
  | { ok: true; body: unknown; kept?: KeptFile }
  | { ok: false; why: 'empty' | 'too_deep' | 'too_many' | 'invalid' };

/** The `content` of a body whose file stayed on the import thread. */
export const CONTENT_KEPT_APART = '(kept on the import thread)';

/**
 * An import request is four fields, its file one string in them: the depth bound is every
 * body's (plugins/json-body.ts), and a body holding more than a handful of values is no import
 * (values cost memory when parsed, strings do not).
 */
const BODY_BOUNDS: JsonBounds = { depth: MAX_JSON_DEPTH, entries: 64, values: 256 };

/**
 * An import's body carries a whole export file as one JSON string, tens of megabytes of escapes:
 * decoding and parsing it took a quarter of a second of the event loop, so the import thread
 * does it (parse-pool.ts), with the same rules as the server's JSON parser: the depth bound
 * first (and a bound on values), then Fastify's own parser (secure-json-parse), prototype keys
 * refused.
 */
export function parseImportBody(bytes: Uint8Array): ParsedImportBody {
  if (bytes.length === 0) return { ok: false, why: 'empty' };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const exceeded = jsonBoundExceeded(text, BODY_BOUNDS);
  if (exceeded) return { ok: false, why: exceeded === 'depth' ? 'too_deep' : 'too_many' };
  try {
    return {
      ok: true,
      body: secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }),
    };
  } catch {
    return { ok: false, why: 'invalid' };
  }
}

/**
 * The body to hand back and the file to read, for a body the route's schema accepts (the same
 * schema, so the same trimmed name and the same refusal of NUL and lone surrogates). Handing a
 * file of tens of megabytes back to the main thread cost it a tenth of a second (allocating the
 * string there), so the file stays here: the body goes back without it, with what the service
 * asks of it (size, format). A body the schema refuses goes back whole, for the route to refuse
 * with its usual message; so does one for a platform GiftLens does not know.
 */
export function keepFileApart(
  parsed: ParsedImportBody,
  platform: unknown,
): { body: ParsedImportBody; file: { fileName: string; content: string; platform: ImportPlatform } | null } {
  if (!parsed.ok || !IMPORT_PLATFORMS.includes(platform as ImportPlatform))
    return { body: parsed, file: null };
  const checked = importFileBodySchema.safeParse(parsed.body);
  if (!checked.success) return { body: parsed, file: null };
  const { filename, content } = checked.data;
  return {
    body: {
      ok: true,
      body: { ...(parsed.body as object), content: CONTENT_KEPT_APART },
      kept: { bytes: Buffer.byteLength(content, 'utf8'), format: detectFormat(content) },
    },
    file: { fileName: filename, content, platform: platform as ImportPlatform },
  };
}
