-- The search index's token arrays are only ever read through their GIN indexes. With column
-- statistics the planner sees that a common token (检测) matches half the rows and picks a
-- sequential scan, which then detoasts every array (10× slower on PGlite). Without them it
-- uses the default selectivity and the GIN bitmap scans, which never read an array.
ALTER TABLE "goods_search" ALTER COLUMN "name_tokens" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "goods_search" ALTER COLUMN "std_tokens" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "goods_search" ALTER COLUMN "kw_tokens" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "goods_search" ALTER COLUMN "text_tokens" SET STATISTICS 0;
