-- List paging and search (server/db/paging.ts, server/db/search.ts): an index for every sort
-- column a list offers, and for search the pairs of adjacent characters of each search text,
-- so a search of two characters or more (the Thai word 'ชา' included) reads only the rows
-- that hold every pair of the term, never every row of a shop. A pg_trgm index was measured
-- too: it cannot serve terms under three characters, and both together made an import of
-- 10,000 products 1.2-1.6 s slower, over its 3 s budget; the pairs alone serve every length.
--
-- The pairs of adjacent characters of a text: two regexp
-- passes cut it into pairs from its first and from its second character ('(..)|.' leaves an
-- odd last character as an empty element, removed). Built-in functions only, so the
-- expression is inlined: a set-returning version made the index several times slower to fill.
CREATE FUNCTION char_pairs(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN array_remove(
  string_to_array(
    regexp_replace(t, '(..)|.', E'\\1\x01', 'g') || regexp_replace(substr(t, 2), '(..)|.', E'\\1\x01', 'g'),
    E'\x01'),
  '');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(indiv_first_name, '') || ' ' || coalesce(indiv_last_name, '') || ' ' || email || ' ' || coalesce(com_tel, '') || ' ' || coalesce(indiv_tel, '') || ' ' || coalesce(company_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ("shop_id","product_name_th","id");--> statement-breakpoint
CREATE INDEX "products_brand_sort_idx" ON "products" USING btree ("shop_id","brand_th","id");--> statement-breakpoint
CREATE INDEX "products_price_sort_idx" ON "products" USING btree ("shop_id","price","id");--> statement-breakpoint
CREATE INDEX "products_search_pairs_idx" ON "products" USING gin (char_pairs("search_text"));--> statement-breakpoint
CREATE INDEX "shops_name_pairs_idx" ON "shops" USING gin (char_pairs(lower("shop_name")));--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_first_name_sort_idx" ON "users" USING btree ("indiv_first_name","id");--> statement-breakpoint
CREATE INDEX "users_last_name_sort_idx" ON "users" USING btree ("indiv_last_name","id");--> statement-breakpoint
CREATE INDEX "users_active_sort_idx" ON "users" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "users_search_pairs_idx" ON "users" USING gin (char_pairs("search_text"));--> statement-breakpoint
-- A list's total past 1,000 rows is the planner's estimate (server/db/paging.ts): for a search
-- it applies the LIKE to the column's histogram, so a larger histogram estimates closer.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 300;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 300;
