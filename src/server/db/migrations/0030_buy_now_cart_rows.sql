ALTER TABLE "goods_cart" ADD COLUMN "buy_now" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "goods_cart_user_combo_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "goods_cart_user_combo_uq" ON "goods_cart" USING btree ("user_id","goods_id","combo_key","buy_now");
