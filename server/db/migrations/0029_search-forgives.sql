-- Search that forgives (issue #26 point 10): event and production documents also hold the title of
-- the other language ('dybbuk' finds 'Der Dibbuk'), and a table of the documents' words, kept by a
-- trigger in the same transaction as the index, gives 'Meinten Sie …?' and the autocomplete's word
-- completions (server/features/search/word-fixes.ts, autocomplete.ts).
ALTER TABLE "search_documents" ADD COLUMN "other_title" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The stored `{de, en?}` title in the language the document is not in; empty when it says the same.
CREATE FUNCTION search_other_title(value jsonb, lang text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN search_text(value, CASE lang WHEN 'en' THEN 'de' ELSE 'en' END) = search_text(value, lang) THEN ''
    ELSE search_text(value, CASE lang WHEN 'en' THEN 'de' ELSE 'en' END) END $$;
--> statement-breakpoint
-- The other title weighs like the lead: a title match in the visitor's language still ranks first.
CREATE FUNCTION search_vector(lang text, title text, lead text, body text, other_title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT search_vector(lang, title, lead, body) || setweight(to_tsvector(search_config(lang), coalesce(other_title, '')), 'B') $$;
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_search_de_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_search_en_idx";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (search_vector(lang, title, lead, body, other_title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_search_de_idx" ON "search_documents" USING gin ("search") WHERE lang = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_search_en_idx" ON "search_documents" USING gin ("search") WHERE lang = 'en';--> statement-breakpoint
CREATE TABLE "search_words" (
	"lang" text NOT NULL,
	"word" text NOT NULL,
	"norm" text GENERATED ALWAYS AS (search_unaccent(word)) STORED NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_words_lang_word_pk" PRIMARY KEY("lang","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_norm_trgm_de_idx" ON "search_words" USING gin ("norm" gin_trgm_ops) WHERE lang = 'de';--> statement-breakpoint
CREATE INDEX "search_words_norm_trgm_en_idx" ON "search_words" USING gin ("norm" gin_trgm_ops) WHERE lang = 'en';--> statement-breakpoint
-- A document's distinct words, lowercased: letter-only tokens of three letters or more, the parts of
-- hyphenated words included (Klezmer-Quartett → klezmer, quartett); numbers, addresses and URLs left out.
CREATE FUNCTION search_words_of(title text, lead text, body text, other_title text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT lower(t.token) FROM ts_parse('default', concat_ws(' ', title, lead, body, other_title)) AS t
    WHERE t.tokid IN (1, 2, 10, 11) AND char_length(t.token) BETWEEN 3 AND 40
  $$;
--> statement-breakpoint
-- Counts a document's words in and out. Both directions are one upsert in word order, so two
-- transactions writing documents with common words lock those rows in the same order (no deadlock).
CREATE FUNCTION search_words_count(p_lang text, p_title text, p_lead text, p_body text, p_other_title text, p_delta integer) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO search_words (lang, word, documents)
    SELECT p_lang, w, p_delta FROM search_words_of(p_title, p_lead, p_body, p_other_title) AS w ORDER BY w
    ON CONFLICT (lang, word) DO UPDATE SET documents = search_words.documents + excluded.documents;
    DELETE FROM search_words WHERE p_delta < 0 AND lang = p_lang AND documents <= 0
      AND word IN (SELECT search_words_of(p_title, p_lead, p_body, p_other_title));
  $$;
--> statement-breakpoint
CREATE FUNCTION search_words_track() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM search_words_count(OLD.lang, OLD.title, OLD.lead, OLD.body, OLD.other_title, -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM search_words_count(NEW.lang, NEW.title, NEW.lead, NEW.body, NEW.other_title, 1);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER search_words_track AFTER INSERT OR DELETE OR UPDATE OF lang, title, lead, body, other_title ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search_words_track();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh(p_kind text, p_id integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF p_id IS NULL THEN RETURN; END IF;
    DELETE FROM search_documents WHERE kind = p_kind AND entity_id = p_id;
    IF p_kind = 'page' THEN
      INSERT INTO search_documents (kind, entity_id, lang, title, lead, body, path, image_id, is_online, online_from, online_to, stale_at)
      SELECT 'page', p.id, l.lang, search_text(p.title, l.lang),
        concat_ws(' ', search_text(p.headline, l.lang), search_text(p.meta_description, l.lang)),
        search_sections_text(p.id, NULL, NULL, l.lang),
        CASE l.lang WHEN 'en' THEN p.path_en ELSE p.path_de END, p.og_image_id, p.is_online, p.online_from, p.online_to,
        search_sections_stale_at(p.id, NULL, NULL)
      FROM pages p CROSS JOIN (VALUES ('de'), ('en')) AS l(lang) WHERE p.id = p_id;
    ELSIF p_kind = 'event' THEN
      INSERT INTO search_documents (kind, entity_id, lang, title, other_title, lead, body, slug, image_id, starts_at, is_online, stale_at)
      SELECT 'event', e.id, l.lang, search_text(e.title, l.lang), search_other_title(e.title, l.lang),
        concat_ws(' ', search_text(e.preline, l.lang), search_text(e.subline, l.lang), search_strip_html(search_text(e.lead, l.lang))),
        concat_ws(' ', search_strip_html(search_text(e.description, l.lang)), search_sections_text(NULL, 'event', e.id, l.lang)),
        search_text(e.slug, l.lang), e.image_id, e.starts_at, e.is_online, search_sections_stale_at(NULL, 'event', e.id)
      FROM events e CROSS JOIN (VALUES ('de'), ('en')) AS l(lang) WHERE e.id = p_id;
    ELSIF p_kind = 'production' THEN
      INSERT INTO search_documents (kind, entity_id, lang, title, other_title, lead, body, slug, image_id, is_online, stale_at)
      SELECT 'production', r.id, l.lang, search_text(r.title, l.lang), search_other_title(r.title, l.lang),
        concat_ws(' ', search_text(r.preline, l.lang), search_text(r.subline, l.lang), search_strip_html(search_text(r.lead, l.lang))),
        concat_ws(' ', search_strip_html(search_text(r.description, l.lang)), search_sections_text(NULL, 'production', r.id, l.lang)),
        search_text(r.slug, l.lang), r.image_id, r.is_online, search_sections_stale_at(NULL, 'production', r.id)
      FROM productions r CROSS JOIN (VALUES ('de'), ('en')) AS l(lang) WHERE r.id = p_id;
    ELSIF p_kind = 'person' THEN
      INSERT INTO search_documents (kind, entity_id, lang, title, lead, body, slug, image_id, is_online)
      SELECT 'person', r.id, l.lang, r.name, search_text(r.role, l.lang), search_strip_html(search_text(r.bio, l.lang)),
        r.slug, r.image_id, r.is_ensemble
      FROM persons r CROSS JOIN (VALUES ('de'), ('en')) AS l(lang) WHERE r.id = p_id;
    ELSIF p_kind = 'article' THEN
      INSERT INTO search_documents (kind, entity_id, lang, title, lead, body, slug, image_id, is_online, online_from, online_to)
      SELECT 'article', a.id, l.lang, search_text(a.title, l.lang), search_strip_html(search_text(a.lead, l.lang)),
        concat_ws(' ', (SELECT string_agg(search_module_text(m -> 'i18n', l.lang), ' ') FROM jsonb_array_elements(a.body) AS m), a.author),
        search_text(a.slug, l.lang), a.image_id, a.is_online, a.online_from, a.online_to
      FROM articles a CROSS JOIN (VALUES ('de'), ('en')) AS l(lang) WHERE a.id = p_id;
    END IF;
  END
  $$;
--> statement-breakpoint
-- Documents already written: their other titles, then every word counted once.
UPDATE search_documents d SET other_title = search_other_title(e.title, d.lang) FROM events e WHERE d.kind = 'event' AND d.entity_id = e.id;
--> statement-breakpoint
UPDATE search_documents d SET other_title = search_other_title(r.title, d.lang) FROM productions r WHERE d.kind = 'production' AND d.entity_id = r.id;
--> statement-breakpoint
DELETE FROM search_words;
--> statement-breakpoint
INSERT INTO search_words (lang, word, documents)
SELECT d.lang, w, count(*) FROM search_documents d, search_words_of(d.title, d.lead, d.body, d.other_title) AS w GROUP BY d.lang, w;
