-- Live events get their position (the SSE event id) when their transaction commits, in commit
-- order. A row's id is taken at insert: a transaction that commits after another can hold a
-- smaller id, so a stream could see N+1 before N, and a client resuming after N+1 would skip N.
-- A deferred trigger runs at commit; the advisory lock it takes is held until the commit ends,
-- so the next committing transaction numbers its events only after this one is visible. It is
-- the last thing each transaction does, and waits on nothing else, so it cannot deadlock.
CREATE SEQUENCE "live_event_position_seq";
--> statement-breakpoint
UPDATE "live_event" SET "position" = "id";
--> statement-breakpoint
SELECT setval('live_event_position_seq', coalesce((SELECT max("id") FROM "live_event"), 0) + 1, false);
--> statement-breakpoint
CREATE FUNCTION "number_live_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  numbered bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  numbered := nextval('live_event_position_seq');
  UPDATE "live_event" SET "position" = numbered WHERE "id" = NEW."id";
  PERFORM pg_notify('teklifal_live', json_build_object(
    'id', numbered, 'companyId', NEW."company_id", 'kind', NEW."kind", 'data', NEW."data"
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "live_event_numbered_at_commit"
  AFTER INSERT ON "live_event"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "number_live_event"();
