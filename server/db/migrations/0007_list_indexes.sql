-- List paging and search (server/db/paging.ts, server/db/search.ts): an index for every sort
-- column a list offers, trigram indexes for search terms of three characters or more, and for
-- shorter terms (a two-letter Thai word such as 'ชา' has no trigram) the characters and
-- adjacent character pairs of the search text, so no search reads every row of a shop.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Every character, then every pair of adjacent characters, of a lower-cased search text.
-- Built-in C functions only: a set-returning version made an import of 10,000 rows seconds
-- slower. The two regexp passes cut the text into pairs from the first and from the second
-- character; a \x01 in the text only splits its own pair.
CREATE FUNCTION short_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN string_to_array(t, NULL)
  || string_to_array(
    regexp_replace(t, '(..)', E'\\1\x01', 'g') || E'\x01' || regexp_replace(substr(t, 2), '(..)', E'\\1\x01', 'g'),
    E'\x01');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(indiv_first_name, '') || ' ' || coalesce(indiv_last_name, '') || ' ' || email || ' ' || coalesce(com_tel, '') || ' ' || coalesce(indiv_tel, '') || ' ' || coalesce(company_name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ("shop_id","product_name_th","id");--> statement-breakpoint
CREATE INDEX "products_brand_sort_idx" ON "products" USING btree ("shop_id","brand_th","id");--> statement-breakpoint
CREATE INDEX "products_price_sort_idx" ON "products" USING btree ("shop_id","price","id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_grams_idx" ON "products" USING gin (short_grams("search_text"));--> statement-breakpoint
CREATE INDEX "shops_name_trgm_idx" ON "shops" USING gin (lower("shop_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_first_name_sort_idx" ON "users" USING btree ("indiv_first_name","id");--> statement-breakpoint
CREATE INDEX "users_last_name_sort_idx" ON "users" USING btree ("indiv_last_name","id");--> statement-breakpoint
CREATE INDEX "users_active_sort_idx" ON "users" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_grams_idx" ON "users" USING gin (short_grams("search_text"));--> statement-breakpoint
-- A list's total past 1,000 rows is the planner's estimate (server/db/paging.ts): for a search
-- it applies the LIKE to the column's histogram, so a larger histogram estimates closer.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 300;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 300;
