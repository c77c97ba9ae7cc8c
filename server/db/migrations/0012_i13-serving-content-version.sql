-- Issue #13 point 4: one counter that every content write bumps in its own transaction, so cached
-- pages and API answers of every server process know when they are stale (server/cache/).
CREATE TABLE IF NOT EXISTS content_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO content_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('content_version', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table of the public schema is content, except those written by visits and sign-ins (they
-- change nothing a cached answer shows). The server calls this at every start, so tables that later
-- migrations add get the trigger too; a new table that is not content belongs in this list.
CREATE OR REPLACE FUNCTION install_content_version_triggers() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public'
      AND tablename NOT IN ('content_version', 'sessions', 'users', 'error_log', 'vital_samples', 'search_query_stats',
                            'form_entries', 'temp_files', 'form_notifications')
      AND tablename NOT LIKE 'rate_limit%'
  LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()', t);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT install_content_version_triggers();
