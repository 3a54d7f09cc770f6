CREATE TABLE "wishlist_pledge_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_exchange_participants" ADD COLUMN "match_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_pledge_releases" ADD CONSTRAINT "wishlist_pledge_releases_item_id_wishlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_pledge_releases_item_idx" ON "wishlist_pledge_releases" USING btree ("item_id");