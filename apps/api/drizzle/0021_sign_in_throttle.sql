CREATE TABLE "sign_in_throttle" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"warned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttle_last_failure_at_index" ON "sign_in_throttle" USING btree ("last_failure_at");