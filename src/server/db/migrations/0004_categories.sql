CREATE TABLE "ad_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "ad_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
-- The taxonomy of src/common/taxonomy/categories.ts, same ids (a test checks they match).
INSERT INTO "ad_categories" ("id", "key", "name", "icon", "color") VALUES
(1, 'electronics', 'Electronics', 'device-laptop', '#3B82F6'),
(2, 'fashion', 'Fashion & Accessories', 'shirt', '#EC4899'),
(3, 'home', 'Home & Garden', 'home', '#10B981'),
(4, 'beauty', 'Beauty & Personal Care', 'sparkles', '#F472B6'),
(5, 'sports', 'Sports & Fitness', 'ball-football', '#F97316'),
(6, 'books', 'Books & Media', 'book', '#8B5CF6'),
(7, 'toys', 'Toys & Games', 'puzzle', '#F59E0B'),
(8, 'food', 'Food & Drink', 'tools-kitchen-2', '#EF4444'),
(9, 'travel', 'Travel & Experiences', 'plane', '#14B8A6'),
(10, 'arts', 'Arts & Crafts', 'palette', '#A855F7'),
(11, 'health', 'Health & Wellness', 'heart-rate-monitor', '#22C55E'),
(12, 'pets', 'Pets', 'paw', '#B45309'),
(13, 'music', 'Music', 'music', '#6366F1'),
(14, 'other', 'Other', 'tag', '#64748B');
