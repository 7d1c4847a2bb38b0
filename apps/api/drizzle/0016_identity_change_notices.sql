-- What a signed-in request knows of its caller (the session, the user, the user's company and
-- role) is kept for a few seconds by each instance; these tables announce each committed change
-- on `table_changed` (migration 0006's function), so every instance forgets what it kept: a
-- sign-out, a ban, an approval or a team change counts on the next request, on any instance.
CREATE TRIGGER "session_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_member_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_member"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
