-- A service's stored starting price (goods.min_price_fen, which lists and the search index show as
-- "起") was the cheapest service content of any kind, so an add-on such as 单项加测 or a yearly
-- 监督审核 could undercut every real package. The rule now lives in core/rules/starting-price.ts;
-- this recomputes the rows it changes, with the same words, once. Only services priced by their
-- options and having such an option differ; the update bumps goods.changed (migration 0013's
-- trigger), so the search index's check copies the new price into goods_search.
WITH opts AS (
  SELECT o.goods_id,
    min(o.price_fen) FILTER (
      WHERE o.kind = 1 AND o.name !~ '加测|增加|加急|追加|加项' AND o.name !~ '监督审核|年度监督|获证后监督'
    ) AS package_fen,
    min(o.price_fen) FILTER (WHERE o.kind = 1) AS main_fen,
    min(o.price_fen) FILTER (WHERE o.kind = 2) AS form_fen,
    bool_or(o.kind = 1 AND (o.name ~ '加测|增加|加急|追加|加项' OR o.name ~ '监督审核|年度监督|获证后监督')) AS has_extra
  FROM goods_options o
  GROUP BY o.goods_id
)
UPDATE goods g
SET min_price_fen = coalesce(opts.package_fen, opts.main_fen, 0) + coalesce(opts.form_fen, 0)
FROM opts
WHERE opts.goods_id = g.id
  AND opts.has_extra
  AND NOT (
    g.servics_id IN (4, 5) AND g.sales_promotion IS NOT NULL AND (
      jsonb_typeof(g.sales_promotion -> 'online_wages') = 'number'
      OR jsonb_typeof(g.sales_promotion -> 'spot_wages') = 'number'
      OR jsonb_typeof(g.sales_promotion -> 'project_package_price') = 'number'
    )
  )
  AND g.min_price_fen IS DISTINCT FROM coalesce(opts.package_fen, opts.main_fen, 0) + coalesce(opts.form_fen, 0);
