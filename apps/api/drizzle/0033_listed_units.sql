-- Units a past release or an import wrote that the list no longer has: the spelling of a listed
-- one (its label, another case or spacing, an English name) becomes that unit, anything else 'adet'.
-- Then the constraints below hold for every row.
CREATE TEMPORARY TABLE "unit_spelling" ("spelled" text PRIMARY KEY, "unit" text NOT NULL);--> statement-breakpoint
INSERT INTO "unit_spelling" VALUES
  ('adet', 'adet'),
  ('kg', 'kg'),
  ('ton', 'ton'),
  ('lt', 'lt'),
  ('m', 'm'),
  ('m2', 'm2'),
  ('m3', 'm3'),
  ('paket', 'paket'),
  ('koli', 'koli'),
  ('set', 'set'),
  ('saat', 'saat'),
  ('gün', 'gün'),
  ('ay', 'ay'),
  ('çift', 'çift'),
  ('rulo', 'rulo'),
  ('palet', 'palet'),
  ('m²', 'm2'),
  ('m^2', 'm2'),
  ('mt2', 'm2'),
  ('metrekare', 'm2'),
  ('sqm', 'm2'),
  ('m³', 'm3'),
  ('m^3', 'm3'),
  ('mt3', 'm3'),
  ('metreküp', 'm3'),
  ('l', 'lt'),
  ('lt.', 'lt'),
  ('litre', 'lt'),
  ('pcs', 'adet'),
  ('piece', 'adet'),
  ('ad', 'adet'),
  ('ad.', 'adet'),
  ('t', 'ton'),
  ('pack', 'paket'),
  ('box', 'koli'),
  ('hour', 'saat'),
  ('sa', 'saat'),
  ('day', 'gün'),
  ('month', 'ay'),
  ('pair', 'çift'),
  ('roll', 'rulo'),
  ('pallet', 'palet'),
  ('mt', 'm'),
  ('metre', 'm'),
  ('kilogram', 'kg');--> statement-breakpoint
UPDATE "ad_item" SET "unit" = coalesce((SELECT s."unit" FROM "unit_spelling" s WHERE s."spelled" = lower(btrim("ad_item"."unit"))), 'adet')
  WHERE "unit" NOT IN ('adet', 'kg', 'ton', 'lt', 'm', 'm2', 'm3', 'paket', 'koli', 'set', 'saat', 'gün', 'ay', 'çift', 'rulo', 'palet');--> statement-breakpoint
UPDATE "order_item" SET "unit" = coalesce((SELECT s."unit" FROM "unit_spelling" s WHERE s."spelled" = lower(btrim("order_item"."unit"))), 'adet')
  WHERE "unit" NOT IN ('adet', 'kg', 'ton', 'lt', 'm', 'm2', 'm3', 'paket', 'koli', 'set', 'saat', 'gün', 'ay', 'çift', 'rulo', 'palet');--> statement-breakpoint
UPDATE "bid" SET "ad_snapshot" = jsonb_set("ad_snapshot", '{items}', (
    SELECT jsonb_agg(CASE WHEN e.item->>'unit' IN ('adet', 'kg', 'ton', 'lt', 'm', 'm2', 'm3', 'paket', 'koli', 'set', 'saat', 'gün', 'ay', 'çift', 'rulo', 'palet') THEN e.item
      ELSE jsonb_set(e.item, '{unit}', to_jsonb(coalesce((SELECT s."unit" FROM "unit_spelling" s WHERE s."spelled" = lower(btrim(e.item->>'unit'))), 'adet'))) END
      ORDER BY e.position)
    FROM jsonb_array_elements("bid"."ad_snapshot"->'items') WITH ORDINALITY AS e(item, position)))
  WHERE jsonb_typeof("ad_snapshot"->'items') = 'array' AND jsonb_array_length("ad_snapshot"->'items') > 0
    AND NOT jsonb_path_query_array("ad_snapshot", '$.items[*].unit') <@ '["adet","kg","ton","lt","m","m2","m3","paket","koli","set","saat","gün","ay","çift","rulo","palet"]'::jsonb;--> statement-breakpoint
DROP TABLE "unit_spelling";--> statement-breakpoint
ALTER TABLE "ad_item" ADD CONSTRAINT "ad_item_unit_listed" CHECK ("ad_item"."unit" in ('adet', 'kg', 'ton', 'lt', 'm', 'm2', 'm3', 'paket', 'koli', 'set', 'saat', 'gün', 'ay', 'çift', 'rulo', 'palet'));--> statement-breakpoint
ALTER TABLE "bid" ADD CONSTRAINT "bid_ad_snapshot_units_listed" CHECK ("bid"."ad_snapshot" is null or jsonb_path_query_array("bid"."ad_snapshot", '$.items[*].unit') <@ '["adet","kg","ton","lt","m","m2","m3","paket","koli","set","saat","gün","ay","çift","rulo","palet"]'::jsonb);--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_unit_listed" CHECK ("order_item"."unit" in ('adet', 'kg', 'ton', 'lt', 'm', 'm2', 'm3', 'paket', 'koli', 'set', 'saat', 'gün', 'ay', 'çift', 'rulo', 'palet'));