CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csp_reports" (
	"day" date DEFAULT now() NOT NULL,
	"directive" text NOT NULL,
	"blocked" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "csp_reports_day_directive_blocked_pk" PRIMARY KEY("day","directive","blocked")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"runner" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"body" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "error_log_url_idx";--> statement-breakpoint
ALTER TABLE "error_log" ADD COLUMN "day" date DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "form_entries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "form_notifications" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "error_log_url_day_idx" ON "error_log" USING btree ("url","day");--> statement-breakpoint
CREATE UNIQUE INDEX "form_entries_idempotency_idx" ON "form_entries" USING btree ("form_id","idempotency_key");