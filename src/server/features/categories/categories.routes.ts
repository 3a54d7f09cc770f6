import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categoriesApi } from '#common/endpoints/categories';
import { adCategories } from '../../db/schema';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';

export async function categoriesRoutes(app: FastifyInstance, { db }: FeatureDeps) {
  route(app, categoriesApi.list, async ({ reply }) => {
    reply.header('cache-control', 'private, max-age=3600');
    return db.select().from(adCategories).orderBy(asc(adCategories.id));
  });
}
