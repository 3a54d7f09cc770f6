import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The one category taxonomy (src/common/taxonomy/categories.ts), seeded by a migration with
 * the same fixed ids, so tracked ads and gift ideas can reference it.
 */
export const adCategories = pgTable('ad_categories', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
});
