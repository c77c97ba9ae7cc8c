CREATE TABLE "form_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"form_title" text NOT NULL,
	"lang" text NOT NULL,
	"field_values" jsonb NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"label" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"field_type" smallint NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_value" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"placeholder_text" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"help_text" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"title" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"intro" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"success_message" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"notify_email" text DEFAULT '' NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"path" text NOT NULL,
	"entry_id" integer,
	"field_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_notifications" ADD CONSTRAINT "form_notifications_entry_id_form_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."form_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_files" ADD CONSTRAINT "temp_files_entry_id_form_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."form_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_entries_form_idx" ON "form_entries" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "form_fields_form_idx" ON "form_fields" USING btree ("form_id","position");--> statement-breakpoint
CREATE INDEX "form_notifications_status_idx" ON "form_notifications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "temp_files_entry_idx" ON "temp_files" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "temp_files_created_idx" ON "temp_files" USING btree ("created_at");