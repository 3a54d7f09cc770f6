CREATE TABLE "data_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"created_by_user_id" integer,
	"platform" text NOT NULL,
	"import_type" text NOT NULL,
	"date_from" timestamp with time zone,
	"date_to" timestamp with time zone,
	"item_count" integer DEFAULT 0 NOT NULL,
	"extracted_insights" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_imports_family_idx" ON "data_imports" USING btree ("family_account_id","imported_at");--> statement-breakpoint
CREATE INDEX "data_imports_member_idx" ON "data_imports" USING btree ("family_member_id");--> statement-breakpoint
CREATE INDEX "data_imports_created_by_idx" ON "data_imports" USING btree ("created_by_user_id");