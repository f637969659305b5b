ALTER TABLE "goods_cart" ADD COLUMN "quantity" smallint DEFAULT 1 NOT NULL;
