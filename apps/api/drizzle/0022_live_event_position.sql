DROP INDEX "live_event_company_id_id_index";--> statement-breakpoint
ALTER TABLE "live_event" ADD COLUMN "position" bigint;--> statement-breakpoint
CREATE INDEX "live_event_company_id_position_index" ON "live_event" USING btree ("company_id","position");--> statement-breakpoint
ALTER TABLE "live_event" ADD CONSTRAINT "live_event_position_unique" UNIQUE("position");