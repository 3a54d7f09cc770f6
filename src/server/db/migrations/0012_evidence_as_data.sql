-- Evidence as data (decision 0023): each signal keeps its reason code and the parameters its
-- words need, instead of English prose. Existing rows are converted once, here, from the words
-- they were written with; nothing reads the prose afterwards, and 0013 drops it.
ALTER TABLE "member_signals" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "member_signals" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "member_signals" SET "reason" = CASE "detail"
    WHEN 'listed as an activity' THEN 'questionnaire.activity'
    WHEN 'listed as an interest' THEN 'questionnaire.interest'
    WHEN 'picked as a favourite brand' THEN 'questionnaire.brand'
    WHEN 'a favourite shopping category' THEN 'questionnaire.category'
    WHEN 'a current focus' THEN 'questionnaire.focus'
    WHEN 'on their wishlist' THEN 'questionnaire.wishlist'
    WHEN 'a style they like' THEN 'questionnaire.style'
    WHEN 'something they value' THEN 'questionnaire.value'
    ELSE 'questionnaire.hobby' END
  WHERE "source" = 'questionnaire';--> statement-breakpoint
UPDATE "member_signals" SET "reason" = 'profile.interest' WHERE "source" = 'profile';--> statement-breakpoint
UPDATE "member_signals"
  SET "reason" = CASE WHEN abs("weight" - 0.8) < 0.01 THEN 'tracked_ad.category' ELSE 'tracked_ad.mention' END
  WHERE "source" = 'tracked_ad';--> statement-breakpoint
UPDATE "member_signals"
  SET "reason" = CASE WHEN abs("weight" - 0.5) < 0.01 THEN 'ad_insight.behaviour'
      WHEN abs("weight" - 0.3) < 0.01 THEN 'ad_insight.demographic'
      ELSE 'ad_insight.interest' END,
    "params" = jsonb_strip_nulls(jsonb_build_object('wording', (regexp_match("detail", '^ad targeting: "(.*)"$'))[1]))
  WHERE "source" = 'ad_insight';--> statement-breakpoint
UPDATE "member_signals" SET "reason" = CASE WHEN "weight" > 0 THEN 'feed.liked' ELSE 'feed.disliked' END,
    "params" = jsonb_strip_nulls(jsonb_build_object('title', (regexp_match("detail", '^(?:liked|disliked) “(.*)” in the feed$'))[1]))
  WHERE "source" = 'feed';--> statement-breakpoint
UPDATE "member_signals" SET "reason" = CASE
    WHEN abs("weight" - 2.5) < 0.01 THEN 'gift_feedback.purchased'
    WHEN abs("weight" - 1.5) < 0.01 THEN 'gift_feedback.up'
    WHEN abs("weight" + 1.5) < 0.01 THEN 'gift_feedback.down'
    ELSE 'gift_feedback.deleted' END
  WHERE "source" = 'gift_feedback';--> statement-breakpoint
UPDATE "member_signals" SET "reason" = 'browsing.viewed',
    "params" = jsonb_strip_nulls(jsonb_build_object('search', (regexp_match("detail", '^searched GiftLens for "(.*)"$'))[1]))
  WHERE "source" = 'browsing';--> statement-breakpoint
WITH parsed AS (
  SELECT "id", CASE
      WHEN "detail" ~ '^(Instagram|Facebook) lists "(.*)" among their topics$' THEN 'import.topic'
      WHEN "detail" ~ '^"(.*)" advertised to them on (Instagram|Facebook)$' THEN 'import.advertiser'
      WHEN "detail" ~ '^clicked an ad on ' THEN 'import.ad_clicked'
      WHEN "detail" ~ '^saw ads from ' THEN 'import.ad_viewed'
      WHEN "detail" ~ '^(Instagram|Facebook) reached them as ' THEN 'import.behaviour'
      WHEN "detail" ~ '^liked ' THEN 'import.like'
      WHEN "detail" ~ '^follows ' THEN 'import.follow'
      WHEN "detail" ~ '^saved posts by ' THEN 'import.saved'
      WHEN "detail" ~ '^searched ' THEN 'import.search'
      WHEN "detail" ~ '^on their (Instagram|Facebook) wishlist: ' THEN 'import.wishlist'
      WHEN "detail" ~ '^told (Instagram|Facebook) they are not interested in ' THEN 'import.not_interested'
      WHEN "detail" ~ '^hid an ad from ' THEN 'import.hidden_ad'
      ELSE 'import.topic' END AS "reason",
    CASE WHEN "detail" ~ 'Facebook' THEN 'facebook' ELSE 'instagram' END AS "platform",
    coalesce(
      (regexp_match("detail", '^(?:Instagram|Facebook) lists "(.*)" among their topics$'))[1],
      (regexp_match("detail", '^"(.*)" advertised to them on (?:Instagram|Facebook)$'))[1],
      (regexp_match("detail", '^clicked an ad on (?:Instagram|Facebook): "(.*)"(?: \(\d+ times\))?$'))[1],
      (regexp_match("detail", '^saw ads from (.*) on (?:Instagram|Facebook)(?: \(\d+ times\))?$'))[1],
      (regexp_match("detail", '^(?:Instagram|Facebook) reached them as "(.*)"$'))[1],
      (regexp_match("detail", '^liked (.*) on (?:Instagram|Facebook)(?: \(\d+ times\))?$'))[1],
      (regexp_match("detail", '^follows (.*) on (?:Instagram|Facebook)$'))[1],
      (regexp_match("detail", '^saved posts by (.*) on (?:Instagram|Facebook)(?: \(\d+ times\))?$'))[1],
      (regexp_match("detail", '^searched (?:Instagram|Facebook) for "(.*)"(?: \(\d+ times\))?$'))[1],
      (regexp_match("detail", '^on their (?:Instagram|Facebook) wishlist: "(.*?)"(?: from .*)?$'))[1],
      (regexp_match("detail", '^told (?:Instagram|Facebook) they are not interested in "(.*)"$'))[1],
      (regexp_match("detail", '^hid an ad from "(.*)" on (?:Instagram|Facebook)$'))[1],
      "label") AS "text",
    (regexp_match("detail", ' \((\d+) times\)$'))[1]::integer AS "times",
    (regexp_match("detail", '^on their (?:Instagram|Facebook) wishlist: ".*" from (.*)$'))[1] AS "from"
  FROM "member_signals" WHERE "source" = 'import'
)
UPDATE "member_signals" AS s SET "reason" = parsed."reason",
    "params" = jsonb_strip_nulls(jsonb_build_object('platform', parsed."platform", 'text', parsed."text",
      'times', parsed."times", 'from', parsed."from"))
  FROM parsed WHERE s."id" = parsed."id";--> statement-breakpoint
-- Every source is converted above; a row of a source GiftLens never wrote says nothing.
DELETE FROM "member_signals" WHERE "reason" IS NULL;--> statement-breakpoint
ALTER TABLE "member_signals" ALTER COLUMN "reason" SET NOT NULL;
