-- Product search: one lower-cased text of code, names and brands, with a trigram index
-- so that '%term%' searches stay fast on shops with thousands of products.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(customer_product_id || ' ' || product_name_th || ' ' || product_name_en || ' ' || brand_th || ' ' || brand_en)
) STORED;
CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);

-- Photos are looked up by their stored key when served.
CREATE INDEX products_item_pic_idx ON products(item_pic) WHERE item_pic IS NOT NULL;
CREATE INDEX products_inner_pack_pic_idx ON products(inner_pack_pic) WHERE inner_pack_pic IS NOT NULL;
CREATE INDEX products_case_pic_idx ON products(case_pic) WHERE case_pic IS NOT NULL;
