ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
UPDATE "users" SET "role" = 'editor' WHERE "is_editor";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_editor";