ALTER TABLE "order_changes" ADD COLUMN "new_due_date" date;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "new_scope" varchar(500);
