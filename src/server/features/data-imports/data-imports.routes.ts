import type { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { dataImportsApi } from '#common/endpoints/data-imports';
import { IMPORT_REQUEST_TOO_COSTLY, IMPORT_TOO_MANY_VALUES } from '#common/endpoints/data-imports.errors';
import { refusal } from '../../errors';
import type { FeatureDeps } from '../../lib/feature';
import { perUser } from '../../lib/limits';
import { createParsePool, ExportReadError, type ParsePool } from '../../lib/meta-export';
import { readBodyBytes } from '../../lib/request-bytes';
import { route } from '../../lib/route';
import { tooDeep } from '../../plugins/json-body';
import type { FileInHand } from './data-imports.read';
import { dataImportRecord } from './data-imports.record';
import { createDataImportsRepository } from './data-imports.repository';
import { createDataImportsService } from './data-imports.service';

/**
 * One export is a few to a few dozen files, sent one per request: its own budget, so an
 * import does not use up the photo-upload one.
 */
const IMPORT_FILES_LIMIT = perUser({ max: 120, groupId: 'imports' });

/**
 * The body carries the file as a JSON string: escaping (quotes in HTML, `\u00XX` already in the
 * JSON) adds at most about half again, so the body limit leaves room and the service answers
 * the friendly 413 naming the file for anything over the per-file cap.
 */
export const importBodyLimit = (maxFileBytes: number) => Math.ceil(maxFileBytes * 1.5) + 64 * 1024;

/**
 * The import's body is parsed on the import thread, with the answers every route gives
 * (plugins/json-body.ts): an empty body, JSON nested too deep, and JSON that does not parse
 * (prototype keys included) are 400s before anything else runs. The file stays on the thread,
 * which goes on to read it; what the service needs of it waits in `files`.
 */
async function parseOffThread(
  pool: ParsePool,
  request: FastifyRequest,
  bytes: Uint8Array,
  maxFileBytes: number,
  files: WeakMap<FastifyRequest, FileInHand>,
): Promise<unknown> {
  const platform = (request.params as { platform?: unknown } | undefined)?.platform;
  const { body, read } = await pool.readRequest(bytes, platform, maxFileBytes).catch((err: unknown) => {
    if (err instanceof ExportReadError) {
      throw refusal(IMPORT_REQUEST_TOO_COSTLY);
    }
    throw err;
  });
  // Refused before the service asks for it (a 400, a 403): its failure is nobody's to answer.
  read.catch(() => {});
  if (body.ok && body.kept) files.set(request, { ...body.kept, read });
  if (body.ok) return body.body;
  if (body.why === 'too_deep') throw tooDeep();
  if (body.why === 'too_many') throw refusal(IMPORT_TOO_MANY_VALUES);
  throw body.why === 'empty'
    ? new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY()
    : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
}

export async function dataImportsRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const maxFileBytes = deps.config.importFileMaxBytes;
  // Requests and their files are read on threads of their own, started when the first comes.
  const pool = createParsePool();
  const files = new WeakMap<FastifyRequest, FileInHand>();
  app.addHook('onClose', () => pool.close());
  const service = createDataImportsService(
    createDataImportsRepository(deps.db),
    deps.access,
    deps.signals,
    dataImportRecord(deps.db),
    { maxFileBytes, read: pool.read },
  );

  // In a scope of its own: only this route's JSON bodies are parsed on the import thread.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
      const bytes = await readBodyBytes(
        payload,
        request.headers['content-length'],
        request.routeOptions.bodyLimit,
      );
      return parseOffThread(pool, request, bytes, maxFileBytes, files);
    });
    route(
      scope,
      dataImportsApi.importFile,
      ({ user, params, body, request }) =>
        service.importFile(user.id, params.platform, body, files.get(request)),
      {
        bodyLimit: importBodyLimit(maxFileBytes),
        rateLimit: IMPORT_FILES_LIMIT,
        onRequest: [deps.uploads.hook],
      },
    );
  });
  route(app, dataImportsApi.list, ({ user }) => service.list(user.id));
  route(app, dataImportsApi.remove, ({ user, params }) => service.remove(user.id, params.id));
}
