CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL,
	"folded" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "ad_search_fts_idx";--> statement-breakpoint
CREATE INDEX "search_word_folded_trgm_idx" ON "search_word" USING gin ("folded" gin_trgm_ops);