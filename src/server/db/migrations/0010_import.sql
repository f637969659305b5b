ALTER TABLE "goods" ADD COLUMN "private_buyer_id" integer;--> statement-breakpoint
ALTER TABLE "seek_help_quotes" ADD COLUMN "accepted_goods_id" integer;--> statement-breakpoint
ALTER TABLE "seek_help_quotes" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_private_buyer_id_accounts_id_fk" FOREIGN KEY ("private_buyer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_help_quotes" ADD CONSTRAINT "seek_help_quotes_accepted_goods_id_goods_id_fk" FOREIGN KEY ("accepted_goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;
