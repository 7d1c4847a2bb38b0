-- Each order keeps its two companies' tax identity and address as they were at the award
-- (order_party). A trigger writes them in the transaction that inserts the order, whichever
-- path made it, so a later profile edit never changes an agreed purchase order or invoice.
CREATE FUNCTION "snapshot_order_parties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_party" (
    "order_id", "side", "company_id", "name", "tax_number", "tax_office", "mersis_no",
    "city", "district", "address", "phone", "email"
  )
  SELECT NEW."id", parties."side", c."id", c."name", c."tax_number", c."tax_office",
         c."mersis_no", c."city", c."district", c."address", c."phone", c."email"
  FROM (VALUES ('buyer', NEW."buyer_company_id"), ('seller', NEW."seller_company_id"))
         AS parties("side", "company_id")
  JOIN "company" c ON c."id" = parties."company_id"
  ON CONFLICT ("order_id", "side") DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "purchase_order_snapshots_parties"
  AFTER INSERT ON "purchase_order"
  FOR EACH ROW EXECUTE FUNCTION "snapshot_order_parties"();
--> statement-breakpoint
-- Orders made before: their parties as the profiles read today (the closest record there is).
INSERT INTO "order_party" (
  "order_id", "side", "company_id", "name", "tax_number", "tax_office", "mersis_no",
  "city", "district", "address", "phone", "email"
)
SELECT o."id", parties."side", c."id", c."name", c."tax_number", c."tax_office",
       c."mersis_no", c."city", c."district", c."address", c."phone", c."email"
FROM "purchase_order" o
CROSS JOIN LATERAL (VALUES ('buyer', o."buyer_company_id"), ('seller', o."seller_company_id"))
  AS parties("side", "company_id")
JOIN "company" c ON c."id" = parties."company_id"
ON CONFLICT ("order_id", "side") DO NOTHING;
