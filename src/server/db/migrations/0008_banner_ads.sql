CREATE TABLE "ad_impressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"viewer_user_id" integer NOT NULL,
	"ad_slot" text NOT NULL,
	"placement" text NOT NULL,
	"contextual_mode" boolean NOT NULL,
	"targeting_data" jsonb,
	"session_id" text NOT NULL,
	"device_class" text NOT NULL,
	"view_duration_ms" integer DEFAULT 0 NOT NULL,
	"interacted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_impressions" ADD CONSTRAINT "ad_impressions_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_impressions" ADD CONSTRAINT "ad_impressions_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_impressions" ADD CONSTRAINT "ad_impressions_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_impressions_family_created_idx" ON "ad_impressions" USING btree ("family_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_impressions_member_created_idx" ON "ad_impressions" USING btree ("family_member_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_impressions_viewer_idx" ON "ad_impressions" USING btree ("viewer_user_id");