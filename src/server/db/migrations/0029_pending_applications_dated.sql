-- A service or a lab waiting for review, or turned down by one, was submitted: its submission
-- time is what puts it in the console's review queue. Rows written before this rule (the demo
-- seed's 待审核 service) take their last change as the time they were sent.
UPDATE "goods" SET "submitted_at" = "updated_at" WHERE "status" IN (2, 3) AND "submitted_at" IS NULL;
--> statement-breakpoint
UPDATE "merchants" SET "applied_at" = "created_at" WHERE "status" IN (0, 2) AND "applied_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_submitted_ck" CHECK ("goods"."status" NOT IN (2, 3) OR "goods"."submitted_at" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_applied_ck" CHECK ("merchants"."status" NOT IN (0, 2) OR "merchants"."applied_at" IS NOT NULL);
