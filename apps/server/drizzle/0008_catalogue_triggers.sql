-- products.units_sold is the sum of the product's product_sales rows, kept current by this
-- trigger whatever writes the sales (orders add units, cancellations take them back).
CREATE OR REPLACE FUNCTION product_sales_units_sold() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET units_sold = units_sold + NEW.units WHERE slug = NEW.product_slug;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET units_sold = units_sold - OLD.units WHERE slug = OLD.product_slug;
  ELSIF OLD.product_slug = NEW.product_slug THEN
    IF NEW.units <> OLD.units THEN
      UPDATE products SET units_sold = units_sold + NEW.units - OLD.units
        WHERE slug = NEW.product_slug;
    END IF;
  -- A renamed product carries its total along (the slug change cascades here); only sales
  -- moved from one existing product to another move units.
  ELSIF EXISTS (SELECT 1 FROM products WHERE slug = OLD.product_slug) THEN
    UPDATE products SET units_sold = units_sold - OLD.units WHERE slug = OLD.product_slug;
    UPDATE products SET units_sold = units_sold + NEW.units WHERE slug = NEW.product_slug;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_sales_units_sold
AFTER INSERT OR UPDATE OR DELETE ON product_sales
FOR EACH ROW EXECUTE FUNCTION product_sales_units_sold();
--> statement-breakpoint
UPDATE products SET units_sold = coalesce(
  (SELECT sum(units) FROM product_sales WHERE product_sales.product_slug = products.slug), 0
);
--> statement-breakpoint
-- The words search corrects typos against: those of names, categories and tags.
CREATE OR REPLACE FUNCTION product_search_terms(name text, category text, tags text[])
RETURNS SETOF text
LANGUAGE sql
STABLE
AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(
    lower(unaccent(concat_ws(' ', name, replace(category, '-', ' '), array_to_string(tags, ' ')))),
    '[^[:alpha:]]+'
  ) AS word
  WHERE length(word) >= 3
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_add_inserted_search_terms() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT term FROM inserted_products p, product_search_terms(p.name, p.category, p.tags) AS term
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Once per statement, so loading many products at once stays fast.
CREATE TRIGGER products_search_terms_insert
AFTER INSERT ON products
REFERENCING NEW TABLE AS inserted_products
FOR EACH STATEMENT EXECUTE FUNCTION products_add_inserted_search_terms();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_add_updated_search_terms() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT term FROM product_search_terms(NEW.name, NEW.category, NEW.tags) AS term
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only edits of the words fire it, not the stock and rating updates of every order and review.
CREATE TRIGGER products_search_terms_update
AFTER UPDATE OF name, category, tags ON products
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.category IS DISTINCT FROM NEW.category OR OLD.tags IS DISTINCT FROM NEW.tags)
EXECUTE FUNCTION products_add_updated_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT term FROM products p, product_search_terms(p.name, p.category, p.tags) AS term
ON CONFLICT DO NOTHING;
