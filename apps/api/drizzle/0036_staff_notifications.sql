ALTER TABLE "notification" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_user_id_read_created_at_index" ON "notification" USING btree ("user_id","read","created_at");--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_one_audience" CHECK (num_nonnulls("notification"."company_id", "notification"."user_id") = 1);