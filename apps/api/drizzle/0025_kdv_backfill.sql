-- Custom SQL migration file, put your code below! --
-- Lines saved before KDV was kept carry the general rate (the column default, 20 %); their
-- KDV is rounded per line as core's lineVat does (numeric round() is half away from zero,
-- half-up for these positive amounts), and the totals are the sums of the rounded lines.
UPDATE "order_item" SET "vat_amount" = round("line_total" * "vat_rate" / 100.0, 2);
--> statement-breakpoint
UPDATE "purchase_order" AS o SET "vat_total" = coalesce(
  (SELECT sum(i."vat_amount") FROM "order_item" AS i WHERE i."order_id" = o."id"), 0);
--> statement-breakpoint
UPDATE "bid" AS b SET "vat_total" = (
  SELECT sum(round(i."line_total" * i."vat_rate" / 100.0, 2)) FROM "bid_item" AS i
  WHERE i."bid_id" = b."id")
WHERE b."total" IS NOT NULL;
