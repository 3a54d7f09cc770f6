CREATE TABLE "calendar_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_occasion_settings" (
	"family_account_id" integer PRIMARY KEY NOT NULL,
	"country" text,
	"time_zone" text NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occasion_reminders" (
	"user_id" integer NOT NULL,
	"occasion_id" integer NOT NULL,
	"occurs_on" text NOT NULL,
	"lead_days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occasions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"other_member_id" integer,
	"created_by_user_id" integer,
	"kind" text NOT NULL,
	"title" text,
	"month" integer NOT NULL,
	"day" integer NOT NULL,
	"year" integer,
	"recurring" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occasions_kind_check" CHECK ("occasions"."kind" in ('birthday', 'anniversary', 'custom')),
	CONSTRAINT "occasions_month_check" CHECK ("occasions"."month" between 1 and 12),
	CONSTRAINT "occasions_day_check" CHECK ("occasions"."day" between 1 and 31)
);
--> statement-breakpoint
ALTER TABLE "gift_ideas" ADD COLUMN "occasion_id" integer;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "reminder_days" jsonb DEFAULT '[21,7]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "calendar_tokens" ADD CONSTRAINT "calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_occasion_settings" ADD CONSTRAINT "family_occasion_settings_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_other_member_id_family_members_id_fk" FOREIGN KEY ("other_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_tokens_token_idx" ON "calendar_tokens" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "occasion_reminders_once_idx" ON "occasion_reminders" USING btree ("user_id","occasion_id","occurs_on","lead_days");--> statement-breakpoint
CREATE INDEX "occasion_reminders_occasion_idx" ON "occasion_reminders" USING btree ("occasion_id");--> statement-breakpoint
CREATE INDEX "occasions_family_idx" ON "occasions" USING btree ("family_account_id");--> statement-breakpoint
CREATE INDEX "occasions_member_idx" ON "occasions" USING btree ("family_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "occasions_one_birthday_idx" ON "occasions" USING btree ("family_member_id") WHERE "occasions"."kind" = 'birthday';--> statement-breakpoint
ALTER TABLE "gift_ideas" ADD CONSTRAINT "gift_ideas_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE set null ON UPDATE no action;