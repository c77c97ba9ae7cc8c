-- Issue 23 point 5: the accessibility statement's facts, editable in the hub (expand only: two new tables).
CREATE TABLE IF NOT EXISTS "accessibility_statement" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"conformance" text DEFAULT 'partial' NOT NULL,
	"checked_on" timestamp with time zone,
	"check_method" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "accessibility_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"text" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The hub edits the one row of a singleton: an existing site gets it here, a fresh seed overwrites it.
INSERT INTO "accessibility_statement" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Editing either moves the content version, so cached statement pages follow (migration 0031).
SELECT install_content_version_triggers();
