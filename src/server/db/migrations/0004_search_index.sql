CREATE TABLE "goods_search" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"servics_id" smallint NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"min_price_fen" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"name_norm" text DEFAULT '' NOT NULL,
	"name_tokens" text[] DEFAULT '{}' NOT NULL,
	"std_tokens" text[] DEFAULT '{}' NOT NULL,
	"kw_tokens" text[] DEFAULT '{}' NOT NULL,
	"text_tokens" text[] DEFAULT '{}' NOT NULL,
	"source_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_search" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"name_norm" text DEFAULT '' NOT NULL,
	"name_tokens" text[] DEFAULT '{}' NOT NULL,
	"meta_tokens" text[] DEFAULT '{}' NOT NULL,
	"svc_tokens" text[] DEFAULT '{}' NOT NULL,
	"types" integer[] DEFAULT '{}' NOT NULL,
	"tokens" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_search" ADD CONSTRAINT "goods_search_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_search" ADD CONSTRAINT "merchant_search_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_search_name_gin" ON "goods_search" USING gin ("name_tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_search_std_gin" ON "goods_search" USING gin ("std_tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_search_kw_gin" ON "goods_search" USING gin ("kw_tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_search_text_gin" ON "goods_search" USING gin ("text_tokens") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_search_name_norm_idx" ON "goods_search" USING btree ("name_norm");--> statement-breakpoint
CREATE INDEX "merchant_search_tokens_gin" ON "merchant_search" USING gin ("tokens") WITH (fastupdate=false);