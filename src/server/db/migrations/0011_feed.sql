CREATE TABLE "feed_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"created_by_user_id" integer,
	"gift_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"brand" text,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"call_to_action" text NOT NULL,
	"shop_url" text NOT NULL,
	"platform" text NOT NULL,
	"ad_format" text NOT NULL,
	"image_url" text NOT NULL,
	"concept" text,
	"targeting_reason" text NOT NULL,
	"ad_explanation" text NOT NULL,
	"liked" boolean DEFAULT false NOT NULL,
	"disliked" boolean DEFAULT false NOT NULL,
	"shown_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_ads" ADD CONSTRAINT "feed_ads_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_ads" ADD CONSTRAINT "feed_ads_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_ads" ADD CONSTRAINT "feed_ads_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_ads_member_idx" ON "feed_ads" USING btree ("family_member_id","family_account_id","id");