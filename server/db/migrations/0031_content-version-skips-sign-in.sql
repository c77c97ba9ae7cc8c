-- A failed sign-in writes sign_in_throttle (migration 0019); as content it emptied every cached page
-- and shared render data, so anyone could keep the site rendering cold by guessing passwords.
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
    'job_runs', 'app_secrets',
    -- sign-in attempts (issue 21 point 4): a wrong password must not empty every cached page
    'sign_in_throttle'
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
