-- Site search (issue #5): triggers on every searchable table rewrite the entity's search documents
-- (one per language) inside the writing transaction, whatever code writes the content: no rebuild
-- step, no stale hits, identical on PGlite and PostgreSQL.

-- A stored `{de, en?}` value in one language, German where the translation is empty.
CREATE FUNCTION search_text(value jsonb, lang text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(nullif(value ->> lang, ''), value ->> 'de', '') $$;
--> statement-breakpoint
-- Rich text as plain words: tags dropped, the common entities decoded (the API escapes it again).
CREATE FUNCTION search_strip_html(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT btrim(regexp_replace(
      replace(replace(replace(replace(replace(replace(
        regexp_replace(coalesce(value, ''), '<[^>]*>', ' ', 'g'),
        '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
      '\s+', ' ', 'g'))
  $$;
--> statement-breakpoint
-- Every text a visitor reads in a module: the string values of its i18n object in the language
-- (links to our own pages left out: they are addresses, not words).
CREATE FUNCTION search_module_text(i18n jsonb, lang text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(search_strip_html(e.value #>> '{}'), ' '), '')
    FROM jsonb_each(CASE WHEN jsonb_typeof(coalesce(i18n -> lang, i18n -> 'de')) = 'object' THEN coalesce(i18n -> lang, i18n -> 'de') ELSE '{}'::jsonb END) AS e
    WHERE jsonb_typeof(e.value) = 'string' AND e.value #>> '{}' !~ '^(/|https?://|mailto:|tel:)'
  $$;
--> statement-breakpoint
-- The module text of a CMS page, or of the page-editor container of an event or production.
CREATE FUNCTION search_sections_text(p_page_id integer, p_content_type text, p_object_id integer, lang text) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(string_agg(search_module_text(m.i18n, lang), ' ' ORDER BY s.position, s.id, m.column_index, m.position, m.id), '')
    FROM sections s JOIN modules m ON m.section_id = s.id
    WHERE (p_page_id IS NOT NULL AND s.page_id = p_page_id)
       OR (p_page_id IS NULL AND s.content_type = p_content_type AND s.object_id = p_object_id)
  $$;
--> statement-breakpoint
CREATE FUNCTION search_refresh(p_kind text, p_id integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF p_id IS NULL THEN RETURN; END IF;
    DELETE FROM search_documents WHERE kind = p_kind AND entity_id = p_id;
    IF p_kind = 'page' THEN
      INSERT INTO search_documents (kind, entity_id, lang, title, lead, body, path, image_id, is_online)
      SELECT 'page', p.id, l.lang, search_text(p.title, l.lang),
        concat_ws(' ', search_text(p.headline, l.lang), search_text(p.meta_description, l.lang)),
        search_sections_text(p.id, NULL, NULL, l.lang),
        CASE l.lang WHEN 'en' THEN p.path_en ELSE p.path_de END, p.og_image_id, p.is_online
      FROM pages p CROSS JOIN (VALUES ('de'), ('en')) AS l(lang) WHERE p.id = p_id;
    ELSIF p_kind = 'event' THEN
      INSERT INTO search_documents (kind, entity_id, lang, title, lead, body, slug, image_id, starts_at, is_online)
      SELECT 'event', e.id, l.lang, search_text(e.title, l.lang),
        concat_ws(' ', search_text(e.preline, l.lang), search_text(e.subline, l.lang), search_strip_html(search_text(e.lead, l.lang))),
        concat_ws(' ', search_strip_html(search_text(e.description, l.lang)), search_sections_text(NULL, 'event', e.id, l.lang)),
        search_text(e.slug, l.lang), e.image_id, e.starts_at, e.is_online
      FROM events e CROSS JOIN (VALUES ('de'), ('en')) AS l(lang) WHERE e.id = p_id;
    ELSIF p_kind = 'production' THEN
      INSERT INTO search_documents (kind, entity_id, lang, title, lead, body, slug, image_id, is_online)
      SELECT 'production', r.id, l.lang, search_text(r.title, l.lang),
        concat_ws(' ', search_text(r.preline, l.lang), search_text(r.subline, l.lang), search_strip_html(search_text(r.lead, l.lang))),
        concat_ws(' ', search_strip_html(search_text(r.description, l.lang)), search_sections_text(NULL, 'production', r.id, l.lang)),
        search_text(r.slug, l.lang), r.image_id, r.is_online
      FROM productions r CROSS JOIN (VALUES ('de'), ('en')) AS l(lang) WHERE r.id = p_id;
    ELSIF p_kind = 'person' THEN
      -- Only ensemble members have a page (SPEC §2 "/ensemble").
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
-- Rows of pages, events, productions, persons and articles: the entity itself (TG_ARGV[0] its kind).
CREATE FUNCTION search_entity_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM search_refresh(TG_ARGV[0], OLD.id); END IF;
    IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id <> OLD.id) THEN PERFORM search_refresh(TG_ARGV[0], NEW.id); END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- The page, event or production whose text a section (container) holds.
CREATE FUNCTION search_refresh_owner(p_page_id integer, p_content_type text, p_object_id integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM search_refresh('page', p_page_id);
    IF p_page_id IS NULL AND p_content_type IN ('event', 'production') THEN
      PERFORM search_refresh(p_content_type, p_object_id);
    END IF;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION search_section_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM search_refresh_owner(OLD.page_id, OLD.content_type, OLD.object_id); END IF;
    IF TG_OP = 'INSERT' OR (OLD.page_id, OLD.content_type, OLD.object_id) IS DISTINCT FROM (NEW.page_id, NEW.content_type, NEW.object_id) THEN
      PERFORM search_refresh_owner(NEW.page_id, NEW.content_type, NEW.object_id);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION search_module_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    s record;
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.i18n IS NOT DISTINCT FROM NEW.i18n AND OLD.section_id IS NOT DISTINCT FROM NEW.section_id THEN
      RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      SELECT page_id, content_type, object_id INTO s FROM sections WHERE id = OLD.section_id;
      IF FOUND THEN PERFORM search_refresh_owner(s.page_id, s.content_type, s.object_id); END IF;
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR OLD.section_id IS DISTINCT FROM NEW.section_id) THEN
      SELECT page_id, content_type, object_id INTO s FROM sections WHERE id = NEW.section_id;
      IF FOUND THEN PERFORM search_refresh_owner(s.page_id, s.content_type, s.object_id); END IF;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER search_pages AFTER INSERT OR UPDATE OR DELETE ON pages FOR EACH ROW EXECUTE FUNCTION search_entity_changed('page');
--> statement-breakpoint
CREATE TRIGGER search_events AFTER INSERT OR UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION search_entity_changed('event');
--> statement-breakpoint
CREATE TRIGGER search_productions AFTER INSERT OR UPDATE OR DELETE ON productions FOR EACH ROW EXECUTE FUNCTION search_entity_changed('production');
--> statement-breakpoint
CREATE TRIGGER search_persons AFTER INSERT OR UPDATE OR DELETE ON persons FOR EACH ROW EXECUTE FUNCTION search_entity_changed('person');
--> statement-breakpoint
CREATE TRIGGER search_articles AFTER INSERT OR UPDATE OR DELETE ON articles FOR EACH ROW EXECUTE FUNCTION search_entity_changed('article');
--> statement-breakpoint
CREATE TRIGGER search_sections AFTER INSERT OR UPDATE OR DELETE ON sections FOR EACH ROW EXECUTE FUNCTION search_section_changed();
--> statement-breakpoint
CREATE TRIGGER search_modules AFTER INSERT OR UPDATE OR DELETE ON modules FOR EACH ROW EXECUTE FUNCTION search_module_changed();
--> statement-breakpoint
-- Content written before this migration.
SELECT search_refresh('page', id) FROM pages;
--> statement-breakpoint
SELECT search_refresh('event', id) FROM events;
--> statement-breakpoint
SELECT search_refresh('production', id) FROM productions;
--> statement-breakpoint
SELECT search_refresh('person', id) FROM persons;
--> statement-breakpoint
SELECT search_refresh('article', id) FROM articles;
