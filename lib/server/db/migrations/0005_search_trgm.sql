-- Trigram matching for search (lib/server/services/search.ts): a small typo ("rechage", "biil") still
-- finds the coded screens and page titles. A trusted extension since PostgreSQL 13: the database
-- owner can create it. PGlite loads it through the `extensions` option (lib/server/db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
