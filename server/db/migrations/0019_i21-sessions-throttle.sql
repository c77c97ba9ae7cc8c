CREATE TABLE "sign_in_throttle" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"account" text,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_throttle_key_idx" ON "sign_in_throttle" USING btree ("key");--> statement-breakpoint
CREATE INDEX "sign_in_throttle_account_idx" ON "sign_in_throttle" USING btree ("account","window_start");--> statement-breakpoint
-- login_failures is no longer written or read; the previous release still reads it during a rolling
-- upgrade, so it is dropped by a later contract step (docs/OPERATIONS.md "Upgrades").
-- Issue 21 point 5: a new password or a new role ends every session of the account, whoever makes
-- the change (hub, npm run user, the user, plain SQL).
CREATE OR REPLACE FUNCTION end_sessions_on_credentials_change() RETURNS trigger AS $$
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_end_sessions_on_credentials_change AFTER UPDATE OF password_hash, role ON users FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION end_sessions_on_credentials_change();
