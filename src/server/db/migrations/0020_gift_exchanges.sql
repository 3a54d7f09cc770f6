CREATE TABLE "gift_exchange_exclusions" (
	"exchange_id" integer NOT NULL,
	"member_a" integer NOT NULL,
	"member_b" integer NOT NULL,
	CONSTRAINT "gift_exchange_exclusions_exchange_id_member_a_member_b_pk" PRIMARY KEY("exchange_id","member_a","member_b")
);
--> statement-breakpoint
CREATE TABLE "gift_exchange_participants" (
	"exchange_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"receiver_member_id" integer,
	"opened_at" timestamp with time zone,
	CONSTRAINT "gift_exchange_participants_exchange_id_member_id_pk" PRIMARY KEY("exchange_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "gift_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_account_id" integer NOT NULL,
	"title" text NOT NULL,
	"occasion_id" integer,
	"budget_cents" integer NOT NULL,
	"reveal_date" text,
	"created_by_user_id" integer,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_exchange_exclusions" ADD CONSTRAINT "gift_exchange_exclusions_exchange_id_gift_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."gift_exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_exchange_exclusions" ADD CONSTRAINT "gift_exchange_exclusions_member_a_family_members_id_fk" FOREIGN KEY ("member_a") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_exchange_exclusions" ADD CONSTRAINT "gift_exchange_exclusions_member_b_family_members_id_fk" FOREIGN KEY ("member_b") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_exchange_participants" ADD CONSTRAINT "gift_exchange_participants_exchange_id_gift_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."gift_exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_exchange_participants" ADD CONSTRAINT "gift_exchange_participants_member_id_family_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_exchange_participants" ADD CONSTRAINT "gift_exchange_participants_receiver_member_id_family_members_id_fk" FOREIGN KEY ("receiver_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_exchanges" ADD CONSTRAINT "gift_exchanges_family_account_id_family_accounts_id_fk" FOREIGN KEY ("family_account_id") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_exchanges" ADD CONSTRAINT "gift_exchanges_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_exchanges" ADD CONSTRAINT "gift_exchanges_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_exchanges_family_idx" ON "gift_exchanges" USING btree ("family_account_id");