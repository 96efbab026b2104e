-- The stock ledger starts with one opening row per product that has stock: from here on, every
-- change is a row of its own (features/catalogue/inventory.ts), so a product's rows add up to its
-- stock.
INSERT INTO "stock_movements" ("product_slug", "delta", "reason", "note", "stock_after")
SELECT "slug", "stock", 'opening', 'Stock when the ledger began', "stock"
FROM "products"
WHERE "stock" <> 0;--> statement-breakpoint
-- A product inserted with stock (by the console, the seed or an import) opens its ledger with it.
CREATE OR REPLACE FUNCTION products_open_stock_ledger() RETURNS trigger AS $$
BEGIN
  IF NEW.stock <> 0 THEN
    INSERT INTO stock_movements (product_slug, delta, reason, note, stock_after)
    VALUES (NEW.slug, NEW.stock, 'opening', 'Opening stock', NEW.stock);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_open_stock_ledger AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_open_stock_ledger();
