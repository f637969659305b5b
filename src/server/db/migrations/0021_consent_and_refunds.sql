ALTER TABLE "order_changes" ADD COLUMN "contract_id" integer;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "method" varchar(10) DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "bank_serial" varchar(64);--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "merchant_amount_records" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_bank_serial_uq" ON "payment_refunds" USING btree ("bank_serial");--> statement-breakpoint
CREATE INDEX "order_changes_contract_idx" ON "order_changes" USING btree ("contract_id");
--> statement-breakpoint
-- changes approved before consent was asked for were applied at once, with their approval
UPDATE "order_changes" SET "applied_at" = "updated_at" WHERE "status" = 'approved' AND "type" <> 3 AND "applied_at" IS NULL;
