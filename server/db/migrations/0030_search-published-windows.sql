-- Two changes to the search index meet here (issue #19 drafts and issue #21 point 6 windows): a page's
-- document holds the words of the version visitors see (its published snapshot) AND only the modules
-- of it that are inside their online windows, with `stale_at` the next instant that changes.
CREATE OR REPLACE FUNCTION search_snapshot_text(snapshot jsonb, lang text) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    WITH RECURSIVE mods AS (
      SELECT m, (m->>'id')::int AS id, (m->>'parent_module_id')::int AS parent_id,
        ((m->>'online_from') IS NULL OR (m->>'online_from')::timestamptz <= search_now())
          AND ((m->>'online_to') IS NULL OR (m->>'online_to')::timestamptz > search_now()) AS own
      FROM jsonb_array_elements(snapshot->'modules') AS m
    ), visible(id, ok, depth) AS (
      SELECT id, own, 0 FROM mods WHERE parent_id IS NULL
      UNION ALL
      SELECT c.id, visible.ok AND c.own, visible.depth + 1 FROM mods c JOIN visible ON c.parent_id = visible.id WHERE visible.depth < 5
    )
    SELECT coalesce(string_agg(search_module_text(mods.m->'i18n', lang), ' '
      ORDER BY (mods.m->>'column_index')::int, (mods.m->>'position')::int, mods.id), '')
    FROM mods JOIN visible ON visible.id = mods.id WHERE visible.ok
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_snapshot_stale_at(snapshot jsonb) RETURNS timestamptz
  LANGUAGE sql STABLE
  AS $$
    SELECT min(v.at)
    FROM jsonb_array_elements(snapshot->'modules') AS m
      CROSS JOIN LATERAL (VALUES ((m->>'online_from')::timestamptz), ((m->>'online_to')::timestamptz)) AS v(at)
    WHERE v.at > search_now()
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh(p_kind text, p_id integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF p_id IS NULL THEN RETURN; END IF;
    DELETE FROM search_documents WHERE kind = p_kind AND entity_id = p_id;
    IF p_kind = 'page' THEN
      -- Drafts (issue #19): the words come from the version visitors see; a page never edited since
      -- drafts came has no such version and its rows are what visitors see. The address, the online
      -- flag and window act at once; a page never published is offline for search.
      INSERT INTO search_documents (kind, entity_id, lang, title, lead, body, path, image_id, is_online, online_from, online_to, stale_at)
      SELECT 'page', p.id, l.lang, search_text(coalesce(v.snapshot->'page'->'title', p.title), l.lang),
        concat_ws(' ', search_text(coalesce(v.snapshot->'page'->'headline', p.headline), l.lang),
          search_text(coalesce(v.snapshot->'page'->'meta_description', p.meta_description), l.lang)),
        CASE WHEN v.id IS NULL THEN search_sections_text(p.id, NULL, NULL, l.lang) ELSE search_snapshot_text(v.snapshot, l.lang) END,
        CASE l.lang WHEN 'en' THEN p.path_en ELSE p.path_de END,
        CASE WHEN v.id IS NULL THEN p.og_image_id ELSE (v.snapshot->'page'->>'og_image_id')::int END,
        p.is_online AND p.is_published, p.online_from, p.online_to,
        CASE WHEN v.id IS NULL THEN search_sections_stale_at(p.id, NULL, NULL) ELSE search_snapshot_stale_at(v.snapshot) END
      FROM pages p CROSS JOIN (VALUES ('de'), ('en')) AS l(lang)
        LEFT JOIN page_versions v ON v.page_id = p.id AND v.number = p.published_version
      WHERE p.id = p_id;
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
-- Documents written by the earlier definitions are written again by this one.
SELECT search_refresh('page', id) FROM pages;
