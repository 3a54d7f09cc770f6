import { adCategories } from '../../db/schema';
import type { ServerFeature } from '../../lib/feature';
import { categoriesRoutes } from './categories.routes';

export const categories: ServerFeature = {
  name: 'categories',
  routes: categoriesRoutes,
  tables: [adCategories],
};
