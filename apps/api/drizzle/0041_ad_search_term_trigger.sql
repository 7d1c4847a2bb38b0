-- ad_search_term (migration 0040) is kept by the database itself, as search_word is: every
-- published ad's lexemes, each with the ad's full-text rank for it alone, and the ad's
-- publication time, deadline and visibility. An ad leaving 'published' (closed at its deadline,
-- awarded, cancelled) leaves the table; an edit, a new deadline or a change of visibility
-- rewrites its rows. The lexeme becomes a one-word query as a quoted tsquery operand
-- (backslashes and quotes escaped), so ts_rank sees exactly that lexeme.
CREATE FUNCTION "ad_search_term_query"("lexeme" text) RETURNS tsquery LANGUAGE sql IMMUTABLE AS $$
  SELECT ('''' || replace(replace("lexeme", '\', '\\'), '''', '''''') || '''')::tsquery
$$;
--> statement-breakpoint
CREATE FUNCTION "remember_ad_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "ad_search_term" AS "term"
    USING "old_ads" JOIN "changed_ads" ON "changed_ads"."id" = "old_ads"."id"
    WHERE "term"."ad_id" = "old_ads"."id"
      AND ("old_ads"."status", "old_ads"."search_document", "old_ads"."published_at",
           "old_ads"."bid_deadline", "old_ads"."visibility")
        IS DISTINCT FROM ("changed_ads"."status", "changed_ads"."search_document",
           "changed_ads"."published_at", "changed_ads"."bid_deadline", "changed_ads"."visibility");
    INSERT INTO "ad_search_term"
      ("ad_id", "lexeme", "score", "published_at", "bid_deadline", "visibility")
    SELECT "changed_ads"."id", "word"."lexeme",
      ts_rank("changed_ads"."search_vector", ad_search_term_query("word"."lexeme")),
      "changed_ads"."published_at", "changed_ads"."bid_deadline", "changed_ads"."visibility"
    FROM "changed_ads" JOIN "old_ads" ON "old_ads"."id" = "changed_ads"."id",
      unnest("changed_ads"."search_vector") AS "word"
    WHERE "changed_ads"."status" = 'published'
      AND ("old_ads"."status", "old_ads"."search_document", "old_ads"."published_at",
           "old_ads"."bid_deadline", "old_ads"."visibility")
        IS DISTINCT FROM ("changed_ads"."status", "changed_ads"."search_document",
           "changed_ads"."published_at", "changed_ads"."bid_deadline", "changed_ads"."visibility");
  ELSE
    INSERT INTO "ad_search_term"
      ("ad_id", "lexeme", "score", "published_at", "bid_deadline", "visibility")
    SELECT "changed_ads"."id", "word"."lexeme",
      ts_rank("changed_ads"."search_vector", ad_search_term_query("word"."lexeme")),
      "changed_ads"."published_at", "changed_ads"."bid_deadline", "changed_ads"."visibility"
    FROM "changed_ads", unnest("changed_ads"."search_vector") AS "word"
    WHERE "changed_ads"."status" = 'published';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ad_search_terms_inserted" AFTER INSERT ON "ad"
  REFERENCING NEW TABLE AS "changed_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "remember_ad_search_terms"();
--> statement-breakpoint
CREATE TRIGGER "ad_search_terms_updated" AFTER UPDATE ON "ad"
  REFERENCING OLD TABLE AS "old_ads" NEW TABLE AS "changed_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "remember_ad_search_terms"();
--> statement-breakpoint
INSERT INTO "ad_search_term" ("ad_id", "lexeme", "score", "published_at", "bid_deadline", "visibility")
SELECT "ad"."id", "word"."lexeme", ts_rank("ad"."search_vector", ad_search_term_query("word"."lexeme")),
  "ad"."published_at", "ad"."bid_deadline", "ad"."visibility"
FROM "ad", unnest("ad"."search_vector") AS "word"
WHERE "ad"."status" = 'published';
