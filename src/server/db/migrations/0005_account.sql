CREATE TABLE "data_deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"confirmation_code" text NOT NULL,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "data_deletion_requests_outcome_check" CHECK ("data_deletion_requests"."outcome" in ('account_deleted', 'link_removed', 'nothing_found'))
);
--> statement-breakpoint
CREATE TABLE "oauth_provider_status" (
	"provider" text PRIMARY KEY NOT NULL,
	"last_error_code" text,
	"last_error_message" text,
	"last_error_at" timestamp with time zone,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_link_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_link_events_action_check" CHECK ("provider_link_events"."action" in ('linked', 'unified', 'separate', 'unlinked', 'deauthorized'))
);
--> statement-breakpoint
ALTER TABLE "family_members" DROP CONSTRAINT "family_members_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD COLUMN "picture_url" text;--> statement-breakpoint
ALTER TABLE "provider_link_events" ADD CONSTRAINT "provider_link_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_deletion_requests_code_idx" ON "data_deletion_requests" USING btree ("confirmation_code");--> statement-breakpoint
CREATE INDEX "provider_link_events_user_idx" ON "provider_link_events" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_theme_check" CHECK ("user_settings"."theme" in ('system', 'light', 'dark'));--> statement-breakpoint
-- Google addresses stored before this migration were kept only when Google did not say they were unverified.
UPDATE "provider_accounts" SET "email_verified" = true WHERE "provider" = 'google' AND "email" IS NOT NULL;
