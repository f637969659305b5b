-- every write to goods_search says so on commit, whoever makes it: a process ranking goods in
-- memory (goods-memory-sync.ts) then reads what changed only when something did, instead of
-- asking the database at every search (PostgreSQL sends one notification per transaction)
CREATE FUNCTION "goods_search_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tic_goods_search', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "goods_search_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goods_search"
  FOR EACH STATEMENT EXECUTE FUNCTION "goods_search_notify"();
