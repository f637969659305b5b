CREATE SEQUENCE "public"."goods_search_changed_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- goods are ranked in memory now (goods-memory.ts): their GIN indexes only slowed writes down
DROP INDEX "goods_search_name_gin";--> statement-breakpoint
DROP INDEX "goods_search_std_gin";--> statement-breakpoint
DROP INDEX "goods_search_kw_gin";--> statement-breakpoint
DROP INDEX "goods_search_text_gin";--> statement-breakpoint
DROP INDEX "goods_search_name_norm_idx";--> statement-breakpoint
ALTER TABLE "goods_search" ADD COLUMN "changed" bigint DEFAULT nextval('goods_search_changed_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_search_changed_idx" ON "goods_search" USING btree ("changed");--> statement-breakpoint
-- every update takes a new number too, whoever writes the row (an upsert, the index check's copy
-- of sales and prices, a hand-written UPDATE): the in-memory ranking reads what changed by it
CREATE FUNCTION "goods_search_renumber"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed := nextval('goods_search_changed_seq');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "goods_search_renumber" BEFORE UPDATE ON "goods_search"
  FOR EACH ROW EXECUTE FUNCTION "goods_search_renumber"();--> statement-breakpoint
-- PGlite never analyzes on its own: without statistics for the new column the planner scans the
-- whole table for "changed > $1" instead of using the index (goods-memory.ts asks it at each search)
ANALYZE "goods_search";
