-- Issue 24 point 3: the admin's activity log becomes the audit log (one source of truth): every write
-- of a signed-in user, sign-ins and failed sign-ins, exports. Expand only: new nullable columns, and
-- item_id may be empty (a sign-in has no item). The previous release reads the same rows as before.
ALTER TABLE "admin_activity" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "admin_activity" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "admin_activity" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_activity_user_idx" ON "admin_activity" USING btree ("user_id","at");--> statement-breakpoint
-- Entries cannot be changed by anyone, whatever writes the SQL: the only update allowed is the foreign
-- key's own "set null" when an account is deleted (the copied name stays). Deleting is left to the
-- retention purge (AUDIT_RETENTION_DAYS); no route deletes.
CREATE OR REPLACE FUNCTION audit_entries_are_final() RETURNS trigger AS $$
BEGIN
  IF NEW.user_id IS NULL AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER admin_activity_final BEFORE UPDATE ON "admin_activity" FOR EACH ROW EXECUTE FUNCTION audit_entries_are_final();
