ALTER TABLE "merchants" ADD COLUMN "sample_address" jsonb;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sample_address" jsonb;
