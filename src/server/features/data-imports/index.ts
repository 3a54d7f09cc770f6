import { dataImports } from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { dataImportRecord } from './data-imports.record';
import { dataImportsRoutes } from './data-imports.routes';

export const dataImportsFeature: ServerFeature = {
  name: 'data-imports',
  routes: dataImportsRoutes,
  tables: [dataImports],
  records: (db) => [dataImportRecord(db)],
};
