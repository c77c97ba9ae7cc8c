ALTER TABLE "pages" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_by" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at_by" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_publish_at_by_users_id_fk" FOREIGN KEY ("publish_at_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pages_publish_at_idx" ON "pages" USING btree ("publish_at");--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "modules_client_key_idx" ON "modules" USING btree ("client_key");
--> statement-breakpoint
-- The starting point is a version (issue #19 point 5): a page edited before drafts came gets its
-- baseline (the state before its first edit) as version 1, the versions after it move up by one.
UPDATE page_versions v SET number = -v.number FROM page_baselines b WHERE b.page_id = v.page_id;--> statement-breakpoint
UPDATE page_versions v SET number = 1 - v.number, restored_from = v.restored_from + 1 FROM page_baselines b WHERE b.page_id = v.page_id;--> statement-breakpoint
INSERT INTO page_versions (page_id, number, kind, summary, snapshot, created_at, updated_at)
  SELECT b.page_id, 1, 'start', '{"de": "Ausgangszustand", "en": "Starting point"}'::jsonb, b.snapshot, b.created_at, b.created_at
  FROM page_baselines b WHERE EXISTS (SELECT 1 FROM page_versions v WHERE v.page_id = b.page_id);--> statement-breakpoint
-- What visitors saw until now is the newest version of every edited page.
UPDATE pages p SET published_version = (SELECT max(number) FROM page_versions v WHERE v.page_id = p.id), published_at = now();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh(p_kind text, p_id integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF p_id IS NULL THEN RETURN; END IF;
    DELETE FROM search_documents WHERE kind = p_kind AND entity_id = p_id;
    IF p_kind = 'page' THEN
      -- Drafts (issue #19): words come from the version visitors see; a page never edited since
      -- drafts came has no such version and its rows are what visitors see. The address and the
      -- online flag act at once; a page never published is offline for search.
      INSERT INTO search_documents (kind, entity_id, lang, title, lead, body, path, image_id, is_online)
      SELECT 'page', p.id, l.lang, search_text(coalesce(v.snapshot->'page'->'title', p.title), l.lang),
        concat_ws(' ', search_text(coalesce(v.snapshot->'page'->'headline', p.headline), l.lang),
          search_text(coalesce(v.snapshot->'page'->'meta_description', p.meta_description), l.lang)),
        CASE WHEN v.id IS NULL THEN search_sections_text(p.id, NULL, NULL, l.lang)
          ELSE (SELECT coalesce(string_agg(search_module_text(m->'i18n', l.lang), ' '
                  ORDER BY (m->>'column_index')::int, (m->>'position')::int, (m->>'id')::int), '')
                FROM jsonb_array_elements(v.snapshot->'modules') AS m) END,
        CASE l.lang WHEN 'en' THEN p.path_en ELSE p.path_de END,
        CASE WHEN v.id IS NULL THEN p.og_image_id ELSE (v.snapshot->'page'->>'og_image_id')::int END,
        p.is_online AND p.is_published
      FROM pages p CROSS JOIN (VALUES ('de'), ('en')) AS l(lang)
        LEFT JOIN page_versions v ON v.page_id = p.id AND v.number = p.published_version
      WHERE p.id = p_id;
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
