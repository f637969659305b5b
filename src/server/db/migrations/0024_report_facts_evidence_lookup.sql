ALTER TABLE "order_reports" ADD COLUMN "sample_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_reports" ADD COLUMN "standard" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_reports" ADD COLUMN "conclusion" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "evidence_entries_subject_upper_idx" ON "evidence_entries" USING btree (upper("subject"));
