-- A name as the review queue compares names for its duplicate hints, the same as normaliseName in
-- apps/server/src/routes/submissions/shared/similar-names.ts (a test holds them equal): accents
-- dropped, lower case, split on anything but a-z and 0-9, filler words left out, joined by spaces.
-- Its body calls built-in functions only: an index's functions run with search_path pg_catalog.
CREATE FUNCTION similar_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(word, ' ' ORDER BY position), '')
  FROM unnest(regexp_split_to_array(lower(regexp_replace(normalize(name, NFKD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+'))
    WITH ORDINALITY AS words(word, position)
  WHERE word <> '' AND word <> ALL ('{the,a,an,and,of,electronics,electronic,store,shop,online,gmbh,ltd,inc,co}'::text[])
$$;--> statement-breakpoint
CREATE INDEX "stores_similar_name_words_idx" ON "stores" USING gin (string_to_array(similar_name_key("name"), ' '));--> statement-breakpoint
CREATE INDEX "stores_similar_name_idx" ON "stores" USING btree (similar_name_key("name"));--> statement-breakpoint
CREATE INDEX "projects_similar_title_words_idx" ON "projects" USING gin (string_to_array(similar_name_key("title"), ' '));--> statement-breakpoint
CREATE INDEX "projects_similar_title_idx" ON "projects" USING btree (similar_name_key("title"));--> statement-breakpoint
-- The planner's figures for the new index expressions: without them it read every row, computing
-- each name's words, rather than use the indexes (75 ms against 0.1 ms a look-up at 5 000 projects).
ANALYZE "stores";--> statement-breakpoint
ANALYZE "projects";
