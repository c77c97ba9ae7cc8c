ALTER TABLE "search_documents" ADD COLUMN "stale_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "search_documents_stale_idx" ON "search_documents" USING btree ("stale_at") WHERE stale_at is not null;--> statement-breakpoint
CREATE UNLOGGED TABLE "stored_temp_files" (
	"key" text PRIMARY KEY NOT NULL,
	"body" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "temp_files" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "temp_files_client_idx" ON "temp_files" USING btree ("client","created_at");--> statement-breakpoint
-- Anonymous uploads (stored_temp_files) change nothing a cached answer shows (issue #21 point 7).
CREATE OR REPLACE FUNCTION install_content_version_triggers() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
  skipped text[] := ARRAY[
    'content_version',
    -- visitors
    'sessions', 'users', 'login_failures', 'rate_counters', 'csp_reports', 'error_log', 'vital_samples',
    'search_query_stats', 'form_entries', 'form_notifications', 'temp_files', 'stored_files', 'stored_temp_files',
    -- editors' bookkeeping: what they publish reaches pages, sections, modules and the collections
    'admin_activity', 'editor_presence', 'page_versions', 'page_baselines',
    -- the process itself
    'job_runs', 'app_secrets'
  ];
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    IF t = ANY(skipped) OR t LIKE 'rate_limit%' THEN
      EXECUTE format('DROP TRIGGER IF EXISTS bump_content_version ON %I', t);
    ELSE
      EXECUTE format('CREATE OR REPLACE TRIGGER bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                     'FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()', t);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT install_content_version_triggers();
--> statement-breakpoint
-- One visibility rule (issue #21 point 6; server/features/visibility.ts): a page document carries the
-- page's online window (the search filters by it when asked), and the text of a page, event or
-- production holds only the modules visible when it was indexed; `stale_at` is when that changes, and
-- the window sweep (server/features/search/window-sweep.ts) indexes the entity again at that instant.

-- The instant the index is written for: the server clock the sweep passes in (`search.now`, local to
-- its transaction), else the transaction's own.
CREATE FUNCTION search_now() RETURNS timestamptz
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(nullif(current_setting('search.now', true), '')::timestamptz, now()) $$;
--> statement-breakpoint
-- Twin of moduleVisible: the module and every module it hangs under are inside their online windows.
CREATE FUNCTION search_module_visible(p_id integer, at timestamptz) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    WITH RECURSIVE chain(id, parent_id, online_from, online_to, depth) AS (
      SELECT id, parent_module_id, online_from, online_to, 0 FROM modules WHERE id = p_id
      UNION ALL
      SELECT m.id, m.parent_module_id, m.online_from, m.online_to, chain.depth + 1
      FROM modules m JOIN chain ON m.id = chain.parent_id WHERE chain.depth < 5
    )
    SELECT NOT EXISTS (SELECT 1 FROM chain WHERE (online_from IS NOT NULL AND online_from > at) OR (online_to IS NOT NULL AND online_to <= at))
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_sections_text(p_page_id integer, p_content_type text, p_object_id integer, lang text) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(string_agg(search_module_text(m.i18n, lang), ' ' ORDER BY s.position, s.id, m.column_index, m.position, m.id), '')
    FROM sections s JOIN modules m ON m.section_id = s.id
    WHERE ((p_page_id IS NOT NULL AND s.page_id = p_page_id)
       OR (p_page_id IS NULL AND s.content_type = p_content_type AND s.object_id = p_object_id))
      AND search_module_visible(m.id, search_now())
  $$;
--> statement-breakpoint
-- The next instant a module of the entity enters or leaves its window (null: none scheduled).
CREATE FUNCTION search_sections_stale_at(p_page_id integer, p_content_type text, p_object_id integer) RETURNS timestamptz
  LANGUAGE sql STABLE
  AS $$
    SELECT min(v.at)
    FROM sections s JOIN modules m ON m.section_id = s.id CROSS JOIN LATERAL (VALUES (m.online_from), (m.online_to)) AS v(at)
    WHERE ((p_page_id IS NOT NULL AND s.page_id = p_page_id)
       OR (p_page_id IS NULL AND s.content_type = p_content_type AND s.object_id = p_object_id))
      AND v.at > search_now()
  $$;
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
      INSERT INTO search_documents (kind, entity_id, lang, title, lead, body, slug, image_id, starts_at, is_online, stale_at)
      SELECT 'event', e.id, l.lang, search_text(e.title, l.lang),
        concat_ws(' ', search_text(e.preline, l.lang), search_text(e.subline, l.lang), search_strip_html(search_text(e.lead, l.lang))),
        concat_ws(' ', search_strip_html(search_text(e.description, l.lang)), search_sections_text(NULL, 'event', e.id, l.lang)),
        search_text(e.slug, l.lang), e.image_id, e.starts_at, e.is_online, search_sections_stale_at(NULL, 'event', e.id)
      FROM events e CROSS JOIN (VALUES ('de'), ('en')) AS l(lang) WHERE e.id = p_id;
    ELSIF p_kind = 'production' THEN
      INSERT INTO search_documents (kind, entity_id, lang, title, lead, body, slug, image_id, is_online, stale_at)
      SELECT 'production', r.id, l.lang, search_text(r.title, l.lang),
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
-- A module's window or place changing changes what its owner's document may hold.
CREATE OR REPLACE FUNCTION search_module_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    s record;
  BEGIN
    IF TG_OP = 'UPDATE' AND (OLD.i18n, OLD.section_id, OLD.parent_module_id, OLD.online_from, OLD.online_to)
        IS NOT DISTINCT FROM (NEW.i18n, NEW.section_id, NEW.parent_module_id, NEW.online_from, NEW.online_to) THEN
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
SELECT search_refresh('page', id) FROM pages;
--> statement-breakpoint
SELECT search_refresh('event', id) FROM events;
--> statement-breakpoint
SELECT search_refresh('production', id) FROM productions;