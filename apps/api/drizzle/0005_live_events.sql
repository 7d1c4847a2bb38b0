CREATE TABLE "live_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_event" ADD CONSTRAINT "live_event_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_event_company_id_id_index" ON "live_event" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "live_event_created_at_index" ON "live_event" USING btree ("created_at");