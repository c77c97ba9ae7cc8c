-- Issue 24 point 4: two-factor sign-in (TOTP and recovery codes). Expand only: new tables and one
-- new column with a default; the previous release reads none of them.
CREATE TABLE "two_factor_secrets" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_user_idx" ON "two_factor_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "two_factor_sign_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "two_factor_sign_ins_user_idx" ON "two_factor_sign_ins" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "require_admin_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Signing in with a second factor is not content: its tables must not empty every cached page
-- (as sign_in_throttle, migration 0031). The list is 0031's with the two_factor tables added.
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
    IF t = ANY(skipped) OR t LIKE 'rate_limit%' OR t LIKE 'two_factor%' THEN
      EXECUTE format('DROP TRIGGER IF EXISTS bump_content_version ON %I', t);
    ELSE
      EXECUTE format('CREATE OR REPLACE TRIGGER bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                     'FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()', t);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT install_content_version_triggers();
