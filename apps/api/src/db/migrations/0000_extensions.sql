-- Trigram matching for typo-tolerant search suggestions; available on PostgreSQL 15 and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
