-- Tables written by visits, sign-ins, editors' bookkeeping and background work change nothing a
-- cached anonymous answer shows, yet their triggers bumped the content version: on PostgreSQL every
-- rate-limited request (rate_counters), every failed sign-in, every CSP report, every editor's
-- presence heartbeat and draft save, every job claim emptied the whole response cache. One list,
-- one function, called again at every start (server/cache/content-version.ts).
CREATE OR REPLACE FUNCTION install_content_version_triggers() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
  skipped text[] := ARRAY[
    'content_version',
    -- visitors
    'sessions', 'users', 'login_failures', 'rate_counters', 'csp_reports', 'error_log', 'vital_samples',
    'search_query_stats', 'form_entries', 'form_notifications', 'temp_files', 'stored_files',
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
