import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idSchema } from '../api/fields';
import {
  dataImportSchema,
  importFileBodySchema,
  importFileResultSchema,
  importPlatformSchema,
} from '../imports/schemas';
import { changesOf } from '../records';
import {
  IMPORT_BUSY,
  IMPORT_DELETE_FORBIDDEN,
  IMPORT_FORBIDDEN,
  IMPORT_IS_ZIP,
  IMPORT_NOT_THIS_BATCH,
  IMPORT_REQUEST_TOO_COSTLY,
  IMPORT_TOO_COSTLY,
  IMPORT_TOO_LARGE,
  IMPORT_TOO_MANY_VALUES,
  IMPORT_UNRECOGNIZED,
} from './data-imports.errors';
import { UPLOADS_IN_PROGRESS } from './platform.errors';

const tags = ['Data imports'];

export const dataImportsApi = {
  importFile: endpoint({
    method: 'POST',
    affects: changesOf('dataImport'),
    path: '/api/data-imports/:platform',
    summary:
      'Import one file of an Instagram or Facebook data export for a member (the first file of a batch creates the import; later ones pass its importId). Only the summary and signals are kept.',
    tags,
    params: z.object({ platform: importPlatformSchema }),
    body: importFileBodySchema,
    response: importFileResultSchema,
    errors: [
      IMPORT_FORBIDDEN,
      IMPORT_TOO_LARGE,
      IMPORT_IS_ZIP,
      IMPORT_UNRECOGNIZED,
      IMPORT_TOO_COSTLY,
      IMPORT_BUSY,
      IMPORT_NOT_THIS_BATCH,
      IMPORT_REQUEST_TOO_COSTLY,
      IMPORT_TOO_MANY_VALUES,
      UPLOADS_IN_PROGRESS,
    ],
  }),
  list: endpoint({
    method: 'GET',
    reads: ['imports', 'members'],
    path: '/api/data-imports',
    summary: "The current family's data imports the caller may see, newest first",
    tags,
    response: z.array(dataImportSchema),
    familyScoped: true,
  }),
  remove: endpoint({
    method: 'DELETE',
    affects: changesOf('dataImport'),
    path: '/api/data-imports/:id',
    summary: 'Delete an import; GiftLens forgets everything it learned from it',
    tags,
    params: z.object({ id: idSchema }),
    status: 204,
    errors: [IMPORT_DELETE_FORBIDDEN],
  }),
} as const;
