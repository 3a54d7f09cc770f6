CREATE TABLE "tracked_ad_counts" (
	"family_account_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"ad_count" integer NOT NULL,
	CONSTRAINT "tracked_ad_counts_family_member_id_dimension_key_pk" PRIMARY KEY("family_member_id","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "tracked_ad_photos" (
	"ad_id" integer PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"created_by_user_id" integer,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_range" text,
	"platform" text,
	"url" text,
	"advertiser" text,
	"metadata" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracked_ad_counts" ADD CONSTRAINT "tracked_ad_counts_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_ad_counts" ADD CONSTRAINT "tracked_ad_counts_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_ad_photos" ADD CONSTRAINT "tracked_ad_photos_ad_id_tracked_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."tracked_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_ads" ADD CONSTRAINT "tracked_ads_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_ads" ADD CONSTRAINT "tracked_ads_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_ads" ADD CONSTRAINT "tracked_ads_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_ads" ADD CONSTRAINT "tracked_ads_category_id_ad_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ad_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracked_ad_counts_family_idx" ON "tracked_ad_counts" USING btree ("family_account_id","dimension");--> statement-breakpoint
CREATE INDEX "tracked_ads_family_created_idx" ON "tracked_ads" USING btree ("family_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tracked_ads_member_created_idx" ON "tracked_ads" USING btree ("family_member_id","family_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tracked_ads_created_by_idx" ON "tracked_ads" USING btree ("created_by_user_id") WHERE "tracked_ads"."created_by_user_id" is not null;--> statement-breakpoint
-- Counters for ads stored before the counters existed (the same keys as
-- src/common/tracked-ads/ad-counts.ts, an advertiser spelled as in its latest ad;
-- bench/tracked-ads-reads.mjs seeds with this too, and an API test compares the two).
INSERT INTO "tracked_ad_counts" ("family_account_id", "family_member_id", "dimension", "key", "label", "ad_count")
SELECT "family_account_id", "family_member_id", "dimension", "key",
       (array_agg("label" ORDER BY "created_at" DESC, "id" DESC))[1], count(*)::int
FROM (
  SELECT "id", "created_at", "family_account_id", "family_member_id", 'category' AS "dimension", "category_id"::text AS "key", NULL::text AS "label" FROM "tracked_ads"
  UNION ALL SELECT "id", "created_at", "family_account_id", "family_member_id", 'platform', coalesce("platform", ''), NULL FROM "tracked_ads"
  UNION ALL SELECT "id", "created_at", "family_account_id", "family_member_id", 'week', to_char(date_trunc('week', "created_at" AT TIME ZONE 'UTC'), 'YYYY-MM-DD'), NULL FROM "tracked_ads"
  UNION ALL SELECT "id", "created_at", "family_account_id", "family_member_id", 'advertiser', lower(btrim("advertiser")), btrim("advertiser") FROM "tracked_ads" WHERE btrim(coalesce("advertiser", '')) <> ''
  -- An analysis names each behaviour once, so each (ad, behaviour) pair counts once.
  UNION ALL SELECT t."id", t."created_at", t."family_account_id", t."family_member_id", 'behavior', b.value, NULL FROM "tracked_ads" t, jsonb_array_elements_text(coalesce(t."metadata"->'adInsights'->'behaviors', '[]'::jsonb)) AS b(value)
  UNION ALL SELECT "id", "created_at", "family_account_id", "family_member_id", 'insights', '1', NULL FROM "tracked_ads" WHERE jsonb_array_length(coalesce("metadata"->'targetingReasons', '[]'::jsonb)) > 0
) AS "counted"
GROUP BY "family_account_id", "family_member_id", "dimension", "key";
