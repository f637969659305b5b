ALTER TABLE "accounts" ADD COLUMN "policy_version" varchar(16);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_cancel_idx" ON "accounts" USING btree ("cancel_requested_at") WHERE "accounts"."cancel_requested_at" IS NOT NULL;