-- Ideas a member made for themself are theirs; what relatives make, mark or delete for them is
-- the relatives' (issue 29). Each side keeps one idea per title, and remembers its own deletions.
ALTER TABLE "gift_ideas" ADD COLUMN "by_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "gift_ideas" i SET "by_member" = true FROM "family_members" m
  WHERE m."id" = i."family_member_id" AND m."user_id" IS NOT NULL AND i."created_by_user_id" = m."user_id";--> statement-breakpoint
DROP INDEX "gift_ideas_member_title_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "gift_ideas_member_title_idx" ON "gift_ideas" USING btree ("family_member_id","title_key","by_member");--> statement-breakpoint
ALTER TABLE "gift_idea_dismissals" ADD COLUMN "by_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_idea_dismissals" DROP CONSTRAINT "gift_idea_dismissals_family_member_id_title_key_pk";--> statement-breakpoint
ALTER TABLE "gift_idea_dismissals" ADD CONSTRAINT "gift_idea_dismissals_family_member_id_title_key_by_member_pk" PRIMARY KEY("family_member_id","title_key","by_member");--> statement-breakpoint
-- What relatives wrote about a person before the record became theirs stays the family's.
ALTER TABLE "family_members" ADD COLUMN "family_notes" text;
