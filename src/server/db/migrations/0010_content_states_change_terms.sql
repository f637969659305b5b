ALTER TABLE "attachments" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "private_buyer_id" integer;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "channel_banners" ADD COLUMN "status" varchar(10) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "carousels" ADD COLUMN "status" varchar(10) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "green_discounts" ADD COLUMN "status" varchar(10) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft_title" varchar(200);--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft_content" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subsidies" ADD COLUMN "status" varchar(10) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "subsidy_platforms" ADD COLUMN "status" varchar(10) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "seek_help_quotes" ADD COLUMN "accepted_goods_id" integer;--> statement-breakpoint
ALTER TABLE "seek_help_quotes" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "status" varchar(10) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "new_due_date" date;--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "new_scope" varchar(500);--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_private_buyer_id_accounts_id_fk" FOREIGN KEY ("private_buyer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_help_quotes" ADD CONSTRAINT "seek_help_quotes_accepted_goods_id_goods_id_fk" FOREIGN KEY ("accepted_goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;