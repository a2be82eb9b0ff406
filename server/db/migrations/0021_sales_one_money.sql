-- One money for every figure of the sales dashboard and its income report: an order's
-- total_price (its lines' price × quantity less its discount). sales_hours keeps the orders'
-- amount and pieces (its `income`, the lines before the discount, goes: the product summary
-- showed it as a second, higher sales total); sales_items keeps each line's share of its
-- order's total_price, the discount spread over the lines by their price × quantity to the
-- satang (largest remainders), so the products of any orders add up to those orders' amount.
-- The triggers of 0016 stay; the functions they run are replaced, and every sum is built again.
ALTER TABLE "sales_hours" DROP COLUMN "income";
--> statement-breakpoint
DROP FUNCTION sales_lines_add(sales_line_delta[]);
--> statement-breakpoint
DROP FUNCTION sales_hours_add(sales_hour_delta[]);
--> statement-breakpoint
DROP TYPE sales_line_delta;
--> statement-breakpoint
DROP TYPE sales_hour_delta;
--> statement-breakpoint
-- What an order, or its lines, add to (or, negative, take from) sales_hours: by the order's day.
CREATE TYPE sales_hour_delta AS (
  shop_id integer, day date, channel integer, delivered boolean, hour text,
  orders integer, amount numeric, pieces bigint);
--> statement-breakpoint
-- A line of an order as it was (`sign` -1) or is (1): `amount` its price × quantity.
CREATE TYPE sales_line AS (
  order_id integer, sign integer, id integer, type integer, item integer, pieces bigint,
  amount numeric);
--> statement-breakpoint
-- Adds the deltas to the day row and the month row of each, in key order (two transactions
-- adding to the same rows wait for each other rather than deadlock); a row no order counts in
-- any more is removed.
CREATE FUNCTION sales_hours_add(d sales_hour_delta[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_hours AS t
    (shop_id, grain, period, channel, delivered, hour, orders, amount, pieces)
  SELECT x.shop_id, g.grain,
    CASE g.grain WHEN 'day' THEN x.day ELSE date_trunc('month', x.day)::date END,
    x.channel, x.delivered, x.hour, sum(x.orders), sum(x.amount), sum(x.pieces)
  FROM unnest(d) x CROSS JOIN (VALUES ('day'), ('month')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(x.orders) <> 0 OR sum(x.amount) <> 0 OR sum(x.pieces) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (shop_id, grain, period, channel, delivered, hour) DO UPDATE SET
    orders = t.orders + excluded.orders, amount = t.amount + excluded.amount,
    pieces = t.pieces + excluded.pieces;
  IF EXISTS (SELECT FROM unnest(d) x WHERE x.orders < 0 OR x.pieces < 0) THEN
    DELETE FROM sales_hours t
    USING (SELECT DISTINCT x.shop_id, g.grain,
             CASE g.grain WHEN 'day' THEN x.day ELSE date_trunc('month', x.day)::date END,
             x.channel, x.delivered, x.hour
           FROM unnest(d) x CROSS JOIN (VALUES ('day'), ('month')) g(grain)
           WHERE x.orders < 0 OR x.pieces < 0) x(shop_id, grain, period, channel, delivered, hour)
    WHERE t.orders = 0 AND t.amount = 0 AND t.pieces = 0
      AND (t.shop_id, t.grain, t.period, t.channel, t.delivered, t.hour)
        = (x.shop_id, x.grain, x.period, x.channel, x.delivered, x.hour);
  END IF;
END $$;
--> statement-breakpoint
-- What the lines `l` of the order versions `v` (joined on order and sign) add to sales_items:
-- each line's pieces and its share of its order's total_price, signed. The share, in satang:
-- total × amount ÷ (the order's lines' amount), rounded down; the satang left over go one each
-- to the lines with the largest remainders (then the lowest line id). An order whose lines
-- are all free shares nothing.
CREATE FUNCTION sales_item_deltas(v sales_order_version[], l sales_line[])
  RETURNS sales_item_delta[]
  LANGUAGE sql STABLE AS $$
  WITH lines AS (
    SELECT o.id, o.sign, o.shop_id, o.day, o.delivered, x.id AS line, x.type, x.item, x.pieces,
      round(o.total_price * 100) AS total, round(x.amount * 100) AS amount,
      sum(round(x.amount * 100)) OVER (PARTITION BY o.id, o.sign) AS whole
    FROM unnest(v) o JOIN unnest(l) x ON x.order_id = o.id AND x.sign = o.sign),
  split AS (
    SELECT s.*,
      CASE WHEN s.whole > 0 THEN div(s.total * s.amount, s.whole) ELSE 0 END AS base,
      CASE WHEN s.whole > 0 THEN mod(s.total * s.amount, s.whole) ELSE 0 END AS rest
    FROM lines s),
  placed AS (
    SELECT p.*,
      CASE WHEN p.whole > 0 THEN p.total - sum(p.base) OVER w ELSE 0 END AS left_over,
      row_number() OVER (w ORDER BY p.rest DESC, p.line) AS place
    FROM split p WINDOW w AS (PARTITION BY p.id, p.sign))
  SELECT coalesce(array_agg(ROW(p.shop_id, p.day, p.delivered, p.type, p.item,
      p.sign * p.pieces,
      p.sign * (p.base + CASE WHEN p.place <= p.left_over THEN 1 ELSE 0 END) * 0.01
    )::sales_item_delta), '{}')
  FROM placed p
$$;
--> statement-breakpoint
-- What the lines `l` of the order versions `v` add to sales_hours: their pieces, signed.
CREATE FUNCTION sales_line_pieces(v sales_order_version[], l sales_line[])
  RETURNS sales_hour_delta[]
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(ROW(g.shop_id, g.day, g.channel, g.delivered, g.hour, 0, 0,
      g.pieces)::sales_hour_delta), '{}')
  FROM (
    SELECT o.shop_id, o.day, o.channel, o.delivered, o.hour, sum(o.sign * x.pieces) AS pieces
    FROM unnest(v) o JOIN unnest(l) x ON x.order_id = o.id AND x.sign = o.sign
    GROUP BY o.id, o.shop_id, o.day, o.channel, o.delivered, o.hour
    HAVING sum(o.sign * x.pieces) <> 0) g
$$;
--> statement-breakpoint
-- The lines of orders, as they are now, for the order versions `v` (each with its sign).
CREATE FUNCTION sales_lines_of(v sales_order_version[]) RETURNS sales_line[]
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(ROW(i.order_id, o.sign, i.id, i.type,
      coalesce(i.product_id, i.product_set_id), i.total_order,
      i.price * i.total_order)::sales_line), '{}')
  FROM unnest(v) o JOIN order_items i ON i.order_id = o.id
$$;
--> statement-breakpoint
-- Every sum again from the orders (the fill below, and after a TRUNCATE).
CREATE OR REPLACE FUNCTION sales_rebuild() RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  counted sales_order_version[];
  lines sales_line[];
BEGIN
  DELETE FROM sales_hours;
  DELETE FROM sales_items;
  counted := ARRAY(
    SELECT ROW(o.id, 1, o.shop_id, o.order_dt, sales_channel(o.sources), o.is_order = 5,
      substr(o.order_time, 1, 2), o.total_price)::sales_order_version
    FROM orders o WHERE o.is_order <> 9);
  lines := ARRAY(
    SELECT ROW(i.order_id, 1, i.id, i.type, coalesce(i.product_id, i.product_set_id),
      i.total_order, i.price * i.total_order)::sales_line
    FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.is_order <> 9);
  PERFORM sales_hours_add(ARRAY(
      SELECT ROW(v.shop_id, v.day, v.channel, v.delivered, v.hour, 1, v.total_price,
        0)::sales_hour_delta
      FROM unnest(counted) v)
    || sales_line_pieces(counted, lines));
  PERFORM sales_items_add(sales_item_deltas(counted, lines));
END $$;
--> statement-breakpoint
-- Orders added, changed or removed, one pass a statement (REFERENCING the rows before and
-- after). An order's lines move with it when its shop, date, hour, channel, state or amount
-- changes (a new amount is shared again over its lines). A removed order's lines are gone by
-- the time this runs (the foreign key's cascade deletes them first, and their own trigger runs
-- after this one): the order is noted in sales_removed_orders, where that trigger finds where
-- the lines counted.
CREATE OR REPLACE FUNCTION sales_orders_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  moved sales_order_version[];
  lines sales_line[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- (No line can be an order's before the order is.)
    PERFORM sales_hours_add(ARRAY(
      SELECT ROW(n.shop_id, n.order_dt, sales_channel(n.sources), n.is_order = 5,
        substr(n.order_time, 1, 2), 1, n.total_price, 0)::sales_hour_delta
      FROM sales_new_orders n WHERE n.is_order <> 9));
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    moved := ARRAY(
      SELECT ROW(o.id, -1, o.shop_id, o.order_dt, sales_channel(o.sources), o.is_order = 5,
        substr(o.order_time, 1, 2), o.total_price)::sales_order_version
      FROM sales_old_orders o WHERE o.is_order <> 9);
    PERFORM sales_hours_add(ARRAY(
      SELECT ROW(v.shop_id, v.day, v.channel, v.delivered, v.hour, -1, -v.total_price,
        0)::sales_hour_delta
      FROM unnest(moved) v));
    IF to_regclass('pg_temp.sales_removed_orders') IS NULL THEN
      -- Kept by the session, emptied at every commit.
      CREATE TEMP TABLE sales_removed_orders (o sales_order_version NOT NULL)
        ON COMMIT DELETE ROWS;
    END IF;
    INSERT INTO sales_removed_orders SELECT v FROM unnest(moved) v;
    RETURN NULL;
  END IF;
  -- An update: the version before (-1) and after (1) of each order counted differently.
  moved := ARRAY(
    SELECT x.v
    FROM sales_old_orders o FULL JOIN sales_new_orders n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (ROW(o.id, -1, o.shop_id, o.order_dt, sales_channel(o.sources), o.is_order = 5,
         substr(o.order_time, 1, 2), o.total_price)::sales_order_version,
       o.id IS NOT NULL AND o.is_order <> 9),
      (ROW(n.id, 1, n.shop_id, n.order_dt, sales_channel(n.sources), n.is_order = 5,
         substr(n.order_time, 1, 2), n.total_price)::sales_order_version,
       n.id IS NOT NULL AND n.is_order <> 9)) x(v, counted)
    WHERE x.counted
      AND (o.id, o.shop_id, o.order_dt, sales_channel(o.sources), o.is_order = 5,
           o.is_order = 9, substr(o.order_time, 1, 2), o.total_price)
        IS DISTINCT FROM (n.id, n.shop_id, n.order_dt, sales_channel(n.sources), n.is_order = 5,
           n.is_order = 9, substr(n.order_time, 1, 2), n.total_price));
  IF cardinality(moved) = 0 THEN
    RETURN NULL;
  END IF;
  lines := sales_lines_of(moved);
  PERFORM sales_hours_add(ARRAY(
      SELECT ROW(v.shop_id, v.day, v.channel, v.delivered, v.hour, v.sign,
        v.sign * v.total_price, 0)::sales_hour_delta
      FROM unnest(moved) v)
    || sales_line_pieces(moved, lines));
  PERFORM sales_items_add(sales_item_deltas(moved, lines));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Lines added, changed or removed (`o` as they were, `n` as they are; their sign is not read).
-- Every line of an order touched counts again: a line's share of its order's total depends on
-- the other lines. Each order counts where it counts now (nowhere when cancelled), twice: its
-- lines as they were (those the statement left alone, and `o`), taken off, and as they are,
-- added; an order just removed, where it counted, with its lines as they were, taken off.
CREATE FUNCTION sales_lines_moved(o sales_line[], n sales_line[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
  counted sales_order_version[];
  lines sales_line[];
BEGIN
  touched := ARRAY(SELECT x.order_id FROM unnest(o) x UNION SELECT x.order_id FROM unnest(n) x);
  counted := ARRAY(
    SELECT ROW(r.id, s.sign, r.shop_id, r.order_dt, sales_channel(r.sources), r.is_order = 5,
      substr(r.order_time, 1, 2), r.total_price)::sales_order_version
    FROM orders r JOIN unnest(touched) t(id) ON t.id = r.id
    CROSS JOIN (VALUES (-1), (1)) s(sign)
    WHERE r.is_order <> 9);
  IF to_regclass('pg_temp.sales_removed_orders') IS NOT NULL THEN
    WITH gone AS (
      DELETE FROM sales_removed_orders r
      USING unnest(touched) t(id)
      WHERE (r.o).id = t.id AND NOT EXISTS (SELECT FROM orders x WHERE x.id = t.id)
      RETURNING r.o)
    SELECT counted || coalesce(array_agg(g.o), '{}') INTO counted FROM gone g;
  END IF;
  IF cardinality(counted) = 0 THEN
    RETURN;
  END IF;
  lines := ARRAY(
    SELECT ROW(i.order_id, -1, i.id, i.type, coalesce(i.product_id, i.product_set_id),
      i.total_order, i.price * i.total_order)::sales_line
    FROM order_items i JOIN unnest(touched) t(id) ON t.id = i.order_id
    WHERE NOT EXISTS (SELECT FROM unnest(n) y WHERE y.id = i.id)
    UNION ALL
    SELECT ROW(y.order_id, -1, y.id, y.type, y.item, y.pieces, y.amount)::sales_line
    FROM unnest(o) y
    UNION ALL
    SELECT ROW(i.order_id, 1, i.id, i.type, coalesce(i.product_id, i.product_set_id),
      i.total_order, i.price * i.total_order)::sales_line
    FROM order_items i JOIN unnest(touched) t(id) ON t.id = i.order_id);
  PERFORM sales_hours_add(sales_line_pieces(counted, lines));
  PERFORM sales_items_add(sales_item_deltas(counted, lines));
END $$;
--> statement-breakpoint
-- Lines added, changed or removed, one pass a statement.
CREATE OR REPLACE FUNCTION sales_lines_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  before sales_line[] := '{}';
  after sales_line[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    before := ARRAY(
      SELECT ROW(d.order_id, -1, d.id, d.type, coalesce(d.product_id, d.product_set_id),
        d.total_order, d.price * d.total_order)::sales_line
      FROM sales_old_lines d);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    after := ARRAY(
      SELECT ROW(n.order_id, 1, n.id, n.type, coalesce(n.product_id, n.product_set_id),
        n.total_order, n.price * n.total_order)::sales_line
      FROM sales_new_lines n);
  END IF;
  PERFORM sales_lines_moved(before, after);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The sums of the orders already there, the products' sales now shares of the orders' totals.
SELECT sales_rebuild();
