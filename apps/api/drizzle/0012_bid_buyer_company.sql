-- The ad's company on each bid (an ad never changes hands), filled in from the ad for the bids
-- that exist, so the buyer's dashboard counts the week's bids in one index range.
ALTER TABLE "bid" ADD COLUMN "buyer_company_id" text;--> statement-breakpoint
UPDATE "bid" SET "buyer_company_id" = "ad"."company_id" FROM "ad" WHERE "ad"."id" = "bid"."ad_id";--> statement-breakpoint
ALTER TABLE "bid" ALTER COLUMN "buyer_company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bid" ADD CONSTRAINT "bid_buyer_company_id_company_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_buyer_submitted_idx" ON "bid" USING btree ("buyer_company_id","submitted_at") WHERE "bid"."status" <> 'draft';
