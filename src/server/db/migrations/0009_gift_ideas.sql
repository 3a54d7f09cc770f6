CREATE TABLE "affiliate_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"gift_idea_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"retailer" text,
	"user_agent" text,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_idea_dismissals" (
	"family_account_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"title_key" text NOT NULL,
	"catalogue_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_idea_dismissals_family_member_id_title_key_pk" PRIMARY KEY("family_member_id","title_key")
);
--> statement-breakpoint
CREATE TABLE "gift_idea_ratings" (
	"gift_idea_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_idea_ratings_gift_idea_id_user_id_pk" PRIMARY KEY("gift_idea_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gift_ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"created_by_user_id" integer,
	"category_id" integer NOT NULL,
	"catalogue_id" text,
	"title_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"concepts" text[] DEFAULT '{}'::text[] NOT NULL,
	"estimated_price" integer,
	"retailer" text,
	"search_phrase" text NOT NULL,
	"purchase_url" text,
	"affiliate_url" text,
	"commission_rate" integer,
	"image_url" text,
	"occasion" text,
	"ai_generated" boolean DEFAULT false NOT NULL,
	"ai_reasoning" text NOT NULL,
	"ai_confidence" smallint NOT NULL,
	"batch_id" text NOT NULL,
	"is_considered" boolean DEFAULT false NOT NULL,
	"considered_by_user_id" integer,
	"is_purchased" boolean DEFAULT false NOT NULL,
	"purchase_pending" boolean DEFAULT false NOT NULL,
	"purchased_by_user_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_gift_idea_id_gift_ideas_id_fk" FOREIGN KEY ("gift_idea_id") REFERENCES "public"."gift_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_idea_dismissals" ADD CONSTRAINT "gift_idea_dismissals_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_idea_dismissals" ADD CONSTRAINT "gift_idea_dismissals_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_idea_ratings" ADD CONSTRAINT "gift_idea_ratings_gift_idea_id_gift_ideas_id_fk" FOREIGN KEY ("gift_idea_id") REFERENCES "public"."gift_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_idea_ratings" ADD CONSTRAINT "gift_idea_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_ideas" ADD CONSTRAINT "gift_ideas_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_ideas" ADD CONSTRAINT "gift_ideas_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_ideas" ADD CONSTRAINT "gift_ideas_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_ideas" ADD CONSTRAINT "gift_ideas_category_id_ad_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ad_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_ideas" ADD CONSTRAINT "gift_ideas_considered_by_user_id_users_id_fk" FOREIGN KEY ("considered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_ideas" ADD CONSTRAINT "gift_ideas_purchased_by_user_id_users_id_fk" FOREIGN KEY ("purchased_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_idea_idx" ON "affiliate_clicks" USING btree ("gift_idea_id");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_user_idx" ON "affiliate_clicks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gift_ideas_family_created_idx" ON "gift_ideas" USING btree ("family_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gift_ideas_member_idx" ON "gift_ideas" USING btree ("family_member_id","family_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_ideas_member_title_idx" ON "gift_ideas" USING btree ("family_member_id","title_key");