CREATE TABLE "wishlist_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_claims_status_check" CHECK ("wishlist_claims"."status" in ('reserved', 'purchased')),
	CONSTRAINT "wishlist_claims_quantity_check" CHECK ("wishlist_claims"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "wishlist_item_images" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"created_by_user_id" integer,
	"title" text NOT NULL,
	"url" text,
	"price_cents" integer,
	"currency" text,
	"notes" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"occasion_id" integer,
	"group_target_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_priority_check" CHECK ("wishlist_items"."priority" in ('high', 'medium', 'low')),
	CONSTRAINT "wishlist_items_quantity_check" CHECK ("wishlist_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "wishlist_pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_pledges_amount_check" CHECK ("wishlist_pledges"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "wishlist_claims" ADD CONSTRAINT "wishlist_claims_item_id_wishlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_claims" ADD CONSTRAINT "wishlist_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item_images" ADD CONSTRAINT "wishlist_item_images_item_id_wishlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_pledges" ADD CONSTRAINT "wishlist_pledges_item_id_wishlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_pledges" ADD CONSTRAINT "wishlist_pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_claims_item_user_idx" ON "wishlist_claims" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "wishlist_claims_user_idx" ON "wishlist_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_family_idx" ON "wishlist_items" USING btree ("family_account_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_member_idx" ON "wishlist_items" USING btree ("family_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_pledges_item_user_idx" ON "wishlist_pledges" USING btree ("item_id","user_id");