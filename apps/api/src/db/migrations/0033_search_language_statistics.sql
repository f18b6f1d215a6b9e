-- Each language's words counted by ANALYZE (issue #31, item 5). A search without a language reads each language's
-- rows on their own (migration 0032), and a part small enough is ranked whole from its index: every one of 15 000
-- German tutorials that all hold "ubuntu" and "install" (the German stem of "installieren") is ranked for the
-- English query "Ubuntu install". These statistics give each language's most common words and the share of its
-- rows that hold each, so search/service.ts can tell such a part from a sparse one before reading it, and read its
-- newest matches instead. PostgreSQL keeps them current with its own ANALYZE (autovacuum); nothing else writes
-- them.
CREATE STATISTICS IF NOT EXISTS "tutorials_search_en_stats" ON (CASE WHEN "language" = 'en' THEN "search_vector" END) FROM "tutorials";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tutorials_search_de_stats" ON (CASE WHEN "language" = 'de' THEN "search_vector" END) FROM "tutorials";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tutorials_search_es_stats" ON (CASE WHEN "language" = 'es' THEN "search_vector" END) FROM "tutorials";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tutorials_search_id_stats" ON (CASE WHEN "language" = 'id' THEN "search_vector" END) FROM "tutorials";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tutorials_search_pt_stats" ON (CASE WHEN "language" = 'pt' THEN "search_vector" END) FROM "tutorials";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tutorials_search_ru_stats" ON (CASE WHEN "language" = 'ru' THEN "search_vector" END) FROM "tutorials";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tutorials_search_fr_stats" ON (CASE WHEN "language" = 'fr' THEN "search_vector" END) FROM "tutorials";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tutorials_search_ja_stats" ON (CASE WHEN "language" = 'ja' THEN "search_vector" END) FROM "tutorials";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tutorials_search_zh_stats" ON (CASE WHEN "language" = 'zh' THEN "search_vector" END) FROM "tutorials";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "questions_search_en_stats" ON (CASE WHEN "language" = 'en' THEN "search_vector" END) FROM "questions";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "questions_search_de_stats" ON (CASE WHEN "language" = 'de' THEN "search_vector" END) FROM "questions";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "questions_search_es_stats" ON (CASE WHEN "language" = 'es' THEN "search_vector" END) FROM "questions";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "questions_search_id_stats" ON (CASE WHEN "language" = 'id' THEN "search_vector" END) FROM "questions";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "questions_search_pt_stats" ON (CASE WHEN "language" = 'pt' THEN "search_vector" END) FROM "questions";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "questions_search_ru_stats" ON (CASE WHEN "language" = 'ru' THEN "search_vector" END) FROM "questions";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "questions_search_fr_stats" ON (CASE WHEN "language" = 'fr' THEN "search_vector" END) FROM "questions";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "questions_search_ja_stats" ON (CASE WHEN "language" = 'ja' THEN "search_vector" END) FROM "questions";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "questions_search_zh_stats" ON (CASE WHEN "language" = 'zh' THEN "search_vector" END) FROM "questions";
