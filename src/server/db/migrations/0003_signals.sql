CREATE TABLE "member_signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"concept" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" real NOT NULL,
	"source" text NOT NULL,
	"source_id" integer,
	"detail" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_signals" ADD CONSTRAINT "member_signals_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signals" ADD CONSTRAINT "member_signals_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_signals_member_idx" ON "member_signals" USING btree ("family_member_id");--> statement-breakpoint
CREATE INDEX "member_signals_source_idx" ON "member_signals" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "member_signals_family_idx" ON "member_signals" USING btree ("family_account_id");