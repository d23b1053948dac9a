-- The review queue decides its duplicate hints in the database (routes/submissions/*/…-duplicates.ts).
-- Each name's key (similar_name_key, 0012) and each item's compact key are kept in a column, since
-- working them out again for every candidate of a page cost more than the rest of the page; the
-- indexes move onto those columns. Adding a stored column rewrites the table: on a large database,
-- VACUUM ANALYZE these three tables after migrating (docs/deploying.md). Each name's phrases are kept
-- too, on an index: finding the names that contain a name is one look-up there, where looking for
-- all of its words on an index of words and then testing cost three times as much. The schema does not
-- map the phrases (db/schema/projects.ts): only the hints' SQL reads them.
-- similar_name_phrases: a key's runs of consecutive words (its first 24 words; a name's runs grow as
-- n²/2), the keys a name contains. PL/pgSQL: 9 µs a name against 26 µs for the same in SQL
-- (generate_series twice and array_agg), at 5 000 generated project titles.
CREATE FUNCTION similar_name_phrases(name_key text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  words text[] := (string_to_array(name_key, ' '))[1:24];
  phrases text[] := '{}';
BEGIN
  FOR start_word IN 1..coalesce(cardinality(words), 0) LOOP
    FOR end_word IN start_word..cardinality(words) LOOP
      phrases := phrases || array_to_string(words[start_word:end_word], ' ');
    END LOOP;
  END LOOP;
  -- A name longer than that is still one of its own phrases (equal names match).
  IF cardinality(string_to_array(name_key, ' ')) > 24 THEN
    phrases := phrases || name_key;
  END IF;
  RETURN phrases;
END
$$;--> statement-breakpoint
DROP INDEX "stores_similar_name_words_idx";--> statement-breakpoint
DROP INDEX "projects_similar_title_words_idx";--> statement-breakpoint
DROP INDEX "stores_similar_name_idx";--> statement-breakpoint
DROP INDEX "store_items_compact_key_idx";--> statement-breakpoint
DROP INDEX "projects_similar_title_idx";--> statement-breakpoint
-- One ALTER per table: one rewrite of it for its new columns.
ALTER TABLE "stores" ADD COLUMN "name_key" text GENERATED ALWAYS AS (similar_name_key(name)) STORED NOT NULL,
  ADD COLUMN "name_phrases" text[] GENERATED ALWAYS AS (similar_name_phrases(similar_name_key(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "compact_key" text GENERATED ALWAYS AS (regexp_replace(lower(unique_key), '[^a-z0-9]', '', 'g')) STORED NOT NULL,
  ADD COLUMN "name_key" text GENERATED ALWAYS AS (similar_name_key(name)) STORED NOT NULL,
  ADD COLUMN "name_phrases" text[] GENERATED ALWAYS AS (similar_name_phrases(similar_name_key(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "title_key" text GENERATED ALWAYS AS (similar_name_key(title)) STORED NOT NULL,
  ADD COLUMN "title_phrases" text[] GENERATED ALWAYS AS (similar_name_phrases(similar_name_key(title))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_name_phrases_idx" ON "stores" USING gin (name_phrases);--> statement-breakpoint
CREATE INDEX "projects_title_phrases_idx" ON "projects" USING gin (title_phrases);--> statement-breakpoint
CREATE INDEX "stores_similar_name_idx" ON "stores" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "store_items_compact_key_idx" ON "store_items" USING btree ("compact_key");--> statement-breakpoint
CREATE INDEX "projects_similar_title_idx" ON "projects" USING btree ("title_key");--> statement-breakpoint
ANALYZE "stores";--> statement-breakpoint
ANALYZE "store_items";--> statement-breakpoint
ANALYZE "projects";