-- Product search: one lower-cased text of code, names and brands, so a '%term%' search
-- reads one column. (A trigram index was measured: no faster on a 10,000-product shop,
-- whose rows the shop index already narrows, and it doubled the cost of an import.)
ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(customer_product_id || ' ' || product_name_th || ' ' || product_name_en || ' ' || brand_th || ' ' || brand_en)
) STORED;

-- Photos are looked up by their stored key when served.
CREATE INDEX products_item_pic_idx ON products(item_pic) WHERE item_pic IS NOT NULL;
CREATE INDEX products_inner_pack_pic_idx ON products(inner_pack_pic) WHERE inner_pack_pic IS NOT NULL;
CREATE INDEX products_case_pic_idx ON products(case_pic) WHERE case_pic IS NOT NULL;
