-- Ad search ranks the title above the rest (#13): the stored full text gets the title (the first
-- line of search_document, already in Turkish lower case) again with weight A, so ts_rank puts an
-- ad titled "Çelik boru" above one naming "çelik" once in its description. PostgreSQL 15 cannot
-- change a generated column's expression, so the column and its index are made anew.
DROP INDEX IF EXISTS "ad_search_vector_idx";
--> statement-breakpoint
ALTER TABLE "ad" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "ad" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (
    setweight(to_tsvector('turkish', split_part("search_document", E'\n', 1)), 'A')
    || to_tsvector('turkish', "search_document")
  ) STORED;
--> statement-breakpoint
CREATE INDEX "ad_search_vector_idx" ON "ad" USING gin ("search_vector");
