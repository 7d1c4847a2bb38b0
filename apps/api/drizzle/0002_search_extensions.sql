-- Trigram similarity for the typo-tolerant ad search (DESIGN §2). A contrib extension on the
-- server; the embedded database loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
