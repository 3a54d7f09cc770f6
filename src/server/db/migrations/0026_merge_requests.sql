CREATE TABLE "member_merge_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"from_member_id" integer NOT NULL,
	"into_member_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"person_agreed_at" timestamp with time zone,
	"owner_agreed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "claimed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "member_merge_requests" ADD CONSTRAINT "member_merge_requests_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_merge_requests" ADD CONSTRAINT "member_merge_requests_from_member_id_family_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_merge_requests" ADD CONSTRAINT "member_merge_requests_into_member_id_family_members_id_fk" FOREIGN KEY ("into_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_merge_requests" ADD CONSTRAINT "member_merge_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_merge_requests_from_idx" ON "member_merge_requests" USING btree ("from_member_id");--> statement-breakpoint
CREATE INDEX "member_merge_requests_family_idx" ON "member_merge_requests" USING btree ("family_account_id");--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;