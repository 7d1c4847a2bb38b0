-- A one-word search's ranked ads are kept in memory by every instance with the companies each
-- invited-only ad invites (modules/procurement/ads/queries/ranked-lists.ts), forgotten when
-- ad_search_term (migration 0043) or ad_invitation changes: the invitations tell it on
-- `table_changed` too, only from statements that changed rows.
CREATE TRIGGER "ad_invitation_inserted" AFTER INSERT ON "ad_invitation"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed_rows"();
--> statement-breakpoint
CREATE TRIGGER "ad_invitation_updated" AFTER UPDATE ON "ad_invitation"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed_rows"();
--> statement-breakpoint
CREATE TRIGGER "ad_invitation_deleted" AFTER DELETE ON "ad_invitation"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed_rows"();
--> statement-breakpoint
CREATE TRIGGER "ad_invitation_truncated" AFTER TRUNCATE ON "ad_invitation"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
