ALTER TABLE "search_word" ADD COLUMN "lexemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_word_lexemes_idx" ON "search_word" USING gin ("lexemes");