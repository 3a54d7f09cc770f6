import type { FastifyInstance } from 'fastify';
import { dataImportsApi } from '#common/endpoints/data-imports';
import type { FeatureDeps } from '../../lib/feature';
import { userOrAddress } from '../../lib/limits';
import { route } from '../../lib/route';
import { dataImportRecord } from './data-imports.record';
import { createDataImportsRepository } from './data-imports.repository';
import { createDataImportsService } from './data-imports.service';

/**
 * One export is a few to a few dozen files, sent one per request: its own budget, so an
 * import does not use up the photo-upload one.
 */
const IMPORT_FILES_LIMIT = {
  max: 120,
  timeWindow: '1 minute',
  groupId: 'imports',
  keyGenerator: userOrAddress,
};

/**
 * The body carries the file as a JSON string: escaping (quotes in HTML, `\u00XX` already in the
 * JSON) adds at most about half again, so the body limit leaves room and the service answers
 * the friendly 413 naming the file for anything over the per-file cap.
 */
export const importBodyLimit = (maxFileBytes: number) => Math.ceil(maxFileBytes * 1.5) + 64 * 1024;

export async function dataImportsRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const maxFileBytes = deps.config.importFileMaxBytes;
  const service = createDataImportsService(
    createDataImportsRepository(deps.db),
    deps.access,
    deps.signals,
    dataImportRecord(deps.db),
    { maxFileBytes },
  );

  route(
    app,
    dataImportsApi.importFile,
    ({ user, params, body }) => service.importFile(user.id, params.platform, body),
    {
      bodyLimit: importBodyLimit(maxFileBytes),
      rateLimit: IMPORT_FILES_LIMIT,
      onRequest: [deps.uploads.hook],
    },
  );
  route(app, dataImportsApi.list, ({ user }) => service.list(user.id));
  route(app, dataImportsApi.remove, ({ user, params }) => service.remove(user.id, params.id));
}
