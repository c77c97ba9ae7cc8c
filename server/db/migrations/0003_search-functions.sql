-- Site search (issue #5): text search configurations that ignore accents ('Gorki' finds 'Górki'),
-- and the IMMUTABLE functions the generated columns and indexes of search_documents need.
CREATE TEXT SEARCH CONFIGURATION search_de (COPY = pg_catalog.german);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_de ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, german_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_en (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_en ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary by name); naming the dictionary makes it safe to
-- declare IMMUTABLE, which generated columns and expression indexes require.
CREATE FUNCTION search_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
CREATE FUNCTION search_config(lang text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE lang WHEN 'en' THEN 'public.search_en'::regconfig ELSE 'public.search_de'::regconfig END $$;
--> statement-breakpoint
-- Weighted title A > lead B > body C (issue #5: a title match ranks above a body match).
CREATE FUNCTION search_vector(lang text, title text, lead text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector(search_config(lang), coalesce(title, '')), 'A')
        || setweight(to_tsvector(search_config(lang), coalesce(lead, '')), 'B')
        || setweight(to_tsvector(search_config(lang), coalesce(body, '')), 'C')
  $$;
