-- Public documents that every instance keeps in memory (site settings, sectors, content pages)
-- announce each committed change on the channel `table_changed` with the table's name, so every
-- instance drops its copy, whatever wrote the change (the API, a migration, an operator's SQL).
CREATE FUNCTION "notify_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "setting_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "setting"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "sector_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sector"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
