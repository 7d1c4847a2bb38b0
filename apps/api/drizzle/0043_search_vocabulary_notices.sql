-- The ads' words get their lexemes (the `turkish` configuration's, as the ads' full text has
-- them): a one-word search marks in its ads the words whose lexemes are the query's, read from
-- here once per query word instead of parsing the page's texts again with ts_headline.
CREATE OR REPLACE FUNCTION "remember_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_word" ("word", "folded", "lexemes")
  SELECT "w", translate("w", 'çğıöşüâîû', 'cgiosuaiu'), tsvector_to_array(to_tsvector('turkish', "w"))
  FROM (
    SELECT DISTINCT "w"
    FROM "changed_ads", regexp_split_to_table("changed_ads"."search_document", '[^0-9a-zçğıöşüâîû]+') AS "w"
    WHERE length("w") >= 3
  ) AS "word"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE "search_word" SET "lexemes" = tsvector_to_array(to_tsvector('turkish', "word"));
--> statement-breakpoint
-- What a search looks up per query word (the ads' words, and which lexemes the published ads
-- hold) is kept in memory by every instance (modules/ads/queries/search-vocabulary.ts), which
-- forgets it when either table changes: told on `table_changed`, as the public documents are
-- (migration 0006), but only by statements that changed rows (an ad's edit that brings no new
-- word inserts none into search_word).
CREATE FUNCTION "notify_table_changed_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM "changed_rows") THEN
    PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "search_word_inserted" AFTER INSERT ON "search_word"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_word_updated" AFTER UPDATE ON "search_word"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_word_deleted" AFTER DELETE ON "search_word"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed_rows"();
--> statement-breakpoint
CREATE TRIGGER "search_word_truncated" AFTER TRUNCATE ON "search_word"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "ad_search_term_inserted" AFTER INSERT ON "ad_search_term"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed_rows"();
--> statement-breakpoint
CREATE TRIGGER "ad_search_term_updated" AFTER UPDATE ON "ad_search_term"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed_rows"();
--> statement-breakpoint
CREATE TRIGGER "ad_search_term_deleted" AFTER DELETE ON "ad_search_term"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed_rows"();
--> statement-breakpoint
CREATE TRIGGER "ad_search_term_truncated" AFTER TRUNCATE ON "ad_search_term"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
