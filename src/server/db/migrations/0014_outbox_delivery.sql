ALTER TABLE "outbox" ADD COLUMN "state" varchar(10) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
-- codes queued before delivery existed expired long ago (and captcha answers are never sent):
-- an upgraded site must not text them out at its first start
UPDATE "outbox" SET "state" = 'skipped';
