-- A search page's ads as every seller sees them (their rows, lines, company and sector names) are
-- kept in memory by every instance (modules/procurement/ads/queries/ad-cards.ts), forgotten when
-- one of those tables changes. Companies and sectors tell it already (migrations 0006, 0016);
-- ads and their lines tell it here, but only for a published ad (or one that stops being
-- published): the buyers' drafts, saved often, are in no search.
CREATE TRIGGER "published_ad_changed" AFTER UPDATE ON "ad"
  FOR EACH ROW WHEN (OLD."status" = 'published' OR NEW."status" = 'published')
  EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "published_ad_deleted" AFTER DELETE ON "ad"
  FOR EACH ROW WHEN (OLD."status" = 'published')
  EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_published_ad_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT FROM "changed_rows" JOIN "ad" ON "ad"."id" = "changed_rows"."ad_id"
    WHERE "ad"."status" = 'published'
  ) THEN
    PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "published_ad_item_inserted" AFTER INSERT ON "ad_item"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_published_ad_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "published_ad_item_updated" AFTER UPDATE ON "ad_item"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_published_ad_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "published_ad_item_deleted" AFTER DELETE ON "ad_item"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_published_ad_items_changed"();
