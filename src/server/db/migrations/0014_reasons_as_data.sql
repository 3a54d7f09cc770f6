-- Why an idea or a feed ad was suggested, as data (decision 0023). Rows saved before keep the
-- words they were saved with, with no known sources: only whoever generated them reads those.
ALTER TABLE "feed_ads" ADD COLUMN "reason" jsonb;--> statement-breakpoint
ALTER TABLE "feed_ads" ADD COLUMN "reason_sources" jsonb;--> statement-breakpoint
UPDATE "feed_ads" SET "reason" = jsonb_build_object('kind', 'legacy', 'targetingReason', "targeting_reason", 'adExplanation', "ad_explanation");--> statement-breakpoint
ALTER TABLE "feed_ads" ALTER COLUMN "reason" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_ideas" ADD COLUMN "reason" jsonb;--> statement-breakpoint
ALTER TABLE "gift_ideas" ADD COLUMN "reason_sources" jsonb;--> statement-breakpoint
UPDATE "gift_ideas" SET "reason" = jsonb_build_object('kind', 'ai', 'text', "ai_reasoning");--> statement-breakpoint
ALTER TABLE "gift_ideas" ALTER COLUMN "reason" SET NOT NULL;
