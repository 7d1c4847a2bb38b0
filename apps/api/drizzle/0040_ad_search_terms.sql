CREATE TABLE "ad_search_term" (
	"ad_id" text NOT NULL,
	"lexeme" text NOT NULL,
	"score" real NOT NULL,
	"published_at" timestamp with time zone,
	"bid_deadline" timestamp with time zone NOT NULL,
	"visibility" text NOT NULL,
	CONSTRAINT "ad_search_term_ad_id_lexeme_pk" PRIMARY KEY("ad_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "ad_search_term" ADD CONSTRAINT "ad_search_term_ad_id_ad_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_search_term_rank_idx" ON "ad_search_term" USING btree ("lexeme","score" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"ad_id" DESC NULLS FIRST,"bid_deadline","visibility");