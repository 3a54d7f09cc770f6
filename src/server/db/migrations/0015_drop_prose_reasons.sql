ALTER TABLE "feed_ads" DROP COLUMN "targeting_reason";--> statement-breakpoint
ALTER TABLE "feed_ads" DROP COLUMN "ad_explanation";--> statement-breakpoint
ALTER TABLE "gift_ideas" DROP COLUMN "ai_reasoning";