-- The sales dashboard's sums (server/domain/dashboard.ts reads them instead of the orders):
-- per shop, day and month, channel and state, by hour (sales_hours) and by product or set
-- (sales_items). Database triggers keep them in the transaction of every change to the orders
-- and their lines, whoever writes them (forms, imports, marketplace pulls, the seed).
CREATE TABLE "sales_hours" (
	"shop_id" integer NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"channel" integer NOT NULL,
	"delivered" boolean NOT NULL,
	"hour" text NOT NULL,
	"orders" integer NOT NULL,
	"amount" numeric NOT NULL,
	"pieces" bigint NOT NULL,
	"income" numeric NOT NULL,
	CONSTRAINT "sales_hours_pkey" PRIMARY KEY("shop_id","grain","period","channel","delivered","hour")
);
--> statement-breakpoint
CREATE TABLE "sales_items" (
	"shop_id" integer NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"delivered" boolean NOT NULL,
	"type" integer NOT NULL,
	"item" integer NOT NULL,
	"pieces" bigint NOT NULL,
	"income" numeric NOT NULL,
	CONSTRAINT "sales_items_pkey" PRIMARY KEY("shop_id","grain","period","delivered","type","item")
);
--> statement-breakpoint
-- The dashboard's channel of an order's `sources` (SALE_CHANNEL): 2 Shopee, 3 Lazada, 4 other.
CREATE FUNCTION sales_channel(sources integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE sources WHEN 1 THEN 2 WHEN 2 THEN 3 ELSE 4 END $$;
--> statement-breakpoint
-- What an order, or its lines, add to (or, negative, take from) sales_hours: by the order's day.
CREATE TYPE sales_hour_delta AS (
  shop_id integer, day date, channel integer, delivered boolean, hour text,
  orders integer, amount numeric, pieces bigint, income numeric);
--> statement-breakpoint
-- An order as it counts (`sign` -1 the version before a change, 1 the version after).
CREATE TYPE sales_order_version AS (
  id integer, sign integer, shop_id integer, day date, channel integer, delivered boolean,
  hour text, total_price numeric);
--> statement-breakpoint
-- Lines added (positive) or taken off (negative), of the order `order_id`.
CREATE TYPE sales_line_delta AS (
  order_id integer, type integer, item integer, pieces bigint, income numeric);
--> statement-breakpoint
-- What lines add to (or take from) sales_items.
CREATE TYPE sales_item_delta AS (
  shop_id integer, day date, delivered boolean, type integer, item integer,
  pieces bigint, income numeric);
--> statement-breakpoint
-- Adds the deltas to the day row and the month row of each, in key order (two transactions
-- adding to the same rows wait for each other rather than deadlock); a row no order counts in
-- any more is removed.
CREATE FUNCTION sales_hours_add(d sales_hour_delta[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_hours AS t
    (shop_id, grain, period, channel, delivered, hour, orders, amount, pieces, income)
  SELECT x.shop_id, g.grain,
    CASE g.grain WHEN 'day' THEN x.day ELSE date_trunc('month', x.day)::date END,
    x.channel, x.delivered, x.hour, sum(x.orders), sum(x.amount), sum(x.pieces), sum(x.income)
  FROM unnest(d) x CROSS JOIN (VALUES ('day'), ('month')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(x.orders) <> 0 OR sum(x.amount) <> 0 OR sum(x.pieces) <> 0 OR sum(x.income) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (shop_id, grain, period, channel, delivered, hour) DO UPDATE SET
    orders = t.orders + excluded.orders, amount = t.amount + excluded.amount,
    pieces = t.pieces + excluded.pieces, income = t.income + excluded.income;
  IF EXISTS (SELECT FROM unnest(d) x WHERE x.orders < 0 OR x.pieces < 0) THEN
    DELETE FROM sales_hours t
    USING (SELECT DISTINCT x.shop_id, g.grain,
             CASE g.grain WHEN 'day' THEN x.day ELSE date_trunc('month', x.day)::date END,
             x.channel, x.delivered, x.hour
           FROM unnest(d) x CROSS JOIN (VALUES ('day'), ('month')) g(grain)
           WHERE x.orders < 0 OR x.pieces < 0) x(shop_id, grain, period, channel, delivered, hour)
    WHERE t.orders = 0 AND t.amount = 0 AND t.pieces = 0 AND t.income = 0
      AND (t.shop_id, t.grain, t.period, t.channel, t.delivered, t.hour)
        = (x.shop_id, x.grain, x.period, x.channel, x.delivered, x.hour);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_items_add(d sales_item_delta[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_items AS t (shop_id, grain, period, delivered, type, item, pieces, income)
  SELECT x.shop_id, g.grain,
    CASE g.grain WHEN 'day' THEN x.day ELSE date_trunc('month', x.day)::date END,
    x.delivered, x.type, x.item, sum(x.pieces), sum(x.income)
  FROM unnest(d) x CROSS JOIN (VALUES ('day'), ('month')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(x.pieces) <> 0 OR sum(x.income) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (shop_id, grain, period, delivered, type, item) DO UPDATE SET
    pieces = t.pieces + excluded.pieces, income = t.income + excluded.income;
  IF EXISTS (SELECT FROM unnest(d) x WHERE x.pieces < 0) THEN
    DELETE FROM sales_items t
    USING (SELECT DISTINCT x.shop_id, g.grain,
             CASE g.grain WHEN 'day' THEN x.day ELSE date_trunc('month', x.day)::date END,
             x.delivered, x.type, x.item
           FROM unnest(d) x CROSS JOIN (VALUES ('day'), ('month')) g(grain)
           WHERE x.pieces < 0) x(shop_id, grain, period, delivered, type, item)
    WHERE t.pieces = 0 AND t.income = 0
      AND (t.shop_id, t.grain, t.period, t.delivered, t.type, t.item)
        = (x.shop_id, x.grain, x.period, x.delivered, x.type, x.item);
  END IF;
END $$;
--> statement-breakpoint
-- Every sum again from the orders (the fill below, and after a TRUNCATE).
CREATE FUNCTION sales_rebuild() RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_hours;
  DELETE FROM sales_items;
  PERFORM sales_hours_add(ARRAY(
    SELECT ROW(o.shop_id, o.order_dt, sales_channel(o.sources), o.is_order = 5,
      substr(o.order_time, 1, 2), 1, o.total_price, coalesce(l.pieces, 0),
      coalesce(l.income, 0))::sales_hour_delta
    FROM orders o
    LEFT JOIN (SELECT i.order_id, sum(i.total_order) AS pieces,
                 sum(i.price * i.total_order) AS income
               FROM order_items i GROUP BY 1) l ON l.order_id = o.id
    WHERE o.is_order <> 9));
  PERFORM sales_items_add(ARRAY(
    SELECT ROW(o.shop_id, o.order_dt, o.is_order = 5, i.type,
      coalesce(i.product_id, i.product_set_id), i.total_order,
      i.price * i.total_order)::sales_item_delta
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.is_order <> 9));
END $$;
--> statement-breakpoint
-- Orders added, changed or removed, one pass a statement (REFERENCING the rows before and
-- after). An order's lines move with it when its shop, date, hour, channel, state or amount
-- changes. A removed order's lines are gone by the time this runs (the foreign key's cascade
-- deletes them first, and their own trigger runs after this one): the order is noted in
-- sales_removed_orders, where that trigger finds where the lines counted.
CREATE FUNCTION sales_orders_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  moved sales_order_version[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- (No line can be an order's before the order is.)
    PERFORM sales_hours_add(ARRAY(
      SELECT ROW(n.shop_id, n.order_dt, sales_channel(n.sources), n.is_order = 5,
        substr(n.order_time, 1, 2), 1, n.total_price, 0, 0)::sales_hour_delta
      FROM sales_new_orders n WHERE n.is_order <> 9));
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    moved := ARRAY(
      SELECT ROW(o.id, -1, o.shop_id, o.order_dt, sales_channel(o.sources), o.is_order = 5,
        substr(o.order_time, 1, 2), o.total_price)::sales_order_version
      FROM sales_old_orders o WHERE o.is_order <> 9);
    PERFORM sales_hours_add(ARRAY(
      SELECT ROW(v.shop_id, v.day, v.channel, v.delivered, v.hour, -1, -v.total_price, 0,
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
  PERFORM sales_hours_add(ARRAY(
    SELECT ROW(v.shop_id, v.day, v.channel, v.delivered, v.hour, v.sign, v.sign * v.total_price,
      v.sign * coalesce(l.pieces, 0), v.sign * coalesce(l.income, 0))::sales_hour_delta
    FROM unnest(moved) v
    LEFT JOIN (
      SELECT i.order_id, sum(i.total_order) AS pieces, sum(i.price * i.total_order) AS income
      FROM order_items i WHERE i.order_id IN (SELECT m.id FROM unnest(moved) m)
      GROUP BY 1) l ON l.order_id = v.id));
  PERFORM sales_items_add(ARRAY(
    SELECT ROW(v.shop_id, v.day, v.delivered, i.type, coalesce(i.product_id, i.product_set_id),
      v.sign * i.total_order, v.sign * i.price * i.total_order)::sales_item_delta
    FROM unnest(moved) v JOIN order_items i ON i.order_id = v.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Lines added (or taken off): counted where their order, as it is now, counts (nowhere for a
-- cancelled order); the lines of an order just removed where it counted.
CREATE FUNCTION sales_lines_add(d sales_line_delta[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  counted sales_order_version[];
BEGIN
  counted := ARRAY(
    SELECT ROW(o.id, 1, o.shop_id, o.order_dt, sales_channel(o.sources), o.is_order = 5,
      substr(o.order_time, 1, 2), o.total_price)::sales_order_version
    FROM orders o
    WHERE o.id IN (SELECT l.order_id FROM unnest(d) l) AND o.is_order <> 9);
  IF to_regclass('pg_temp.sales_removed_orders') IS NOT NULL THEN
    WITH gone AS (
      DELETE FROM sales_removed_orders r
      WHERE (r.o).id IN (SELECT l.order_id FROM unnest(d) l)
        AND NOT EXISTS (SELECT FROM orders o WHERE o.id = (r.o).id)
      RETURNING r.o)
    SELECT counted || coalesce(array_agg(g.o), '{}') INTO counted FROM gone g;
  END IF;
  PERFORM sales_hours_add(ARRAY(
    SELECT ROW(o.shop_id, o.day, o.channel, o.delivered, o.hour, 0, 0, sum(l.pieces),
      sum(l.income))::sales_hour_delta
    FROM unnest(d) l JOIN unnest(counted) o ON o.id = l.order_id
    GROUP BY o.id, o.shop_id, o.day, o.channel, o.delivered, o.hour));
  PERFORM sales_items_add(ARRAY(
    SELECT ROW(o.shop_id, o.day, o.delivered, l.type, l.item, l.pieces,
      l.income)::sales_item_delta
    FROM unnest(d) l JOIN unnest(counted) o ON o.id = l.order_id));
END $$;
--> statement-breakpoint
-- Lines added, changed or removed, one pass a statement.
CREATE FUNCTION sales_lines_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_lines_add(ARRAY(
      SELECT ROW(n.order_id, n.type, coalesce(n.product_id, n.product_set_id), n.total_order,
        n.price * n.total_order)::sales_line_delta
      FROM sales_new_lines n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sales_lines_add(ARRAY(
      SELECT ROW(d.order_id, d.type, coalesce(d.product_id, d.product_set_id), -d.total_order,
        -(d.price * d.total_order))::sales_line_delta
      FROM sales_old_lines d));
  ELSE
    PERFORM sales_lines_add(ARRAY(
      SELECT ROW(d.order_id, d.type, coalesce(d.product_id, d.product_set_id), -d.total_order,
        -(d.price * d.total_order))::sales_line_delta
      FROM sales_old_lines d
      UNION ALL
      SELECT ROW(n.order_id, n.type, coalesce(n.product_id, n.product_set_id), n.total_order,
        n.price * n.total_order)::sales_line_delta
      FROM sales_new_lines n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- After a TRUNCATE (no row triggers fire): every sum again.
CREATE FUNCTION sales_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_orders_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS sales_new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER sales_orders_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS sales_old_orders NEW TABLE AS sales_new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER sales_orders_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS sales_old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER sales_orders_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_truncated();
--> statement-breakpoint
CREATE TRIGGER sales_lines_inserted AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS sales_new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_lines_changed();
--> statement-breakpoint
CREATE TRIGGER sales_lines_updated AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS sales_old_lines NEW TABLE AS sales_new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_lines_changed();
--> statement-breakpoint
CREATE TRIGGER sales_lines_deleted AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS sales_old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_lines_changed();
--> statement-breakpoint
CREATE TRIGGER sales_lines_truncated AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION sales_truncated();
--> statement-breakpoint
-- The sums of the orders already there.
SELECT sales_rebuild();
