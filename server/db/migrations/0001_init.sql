CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer,
	"column_index" integer DEFAULT 0 NOT NULL,
	"parent_module_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"i18n" jsonb DEFAULT '{"de":{}}'::jsonb NOT NULL,
	"online_from" timestamp with time zone,
	"online_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"path_de" text NOT NULL,
	"path_en" text NOT NULL,
	"content_type" text DEFAULT 'page' NOT NULL,
	"title" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"headline" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"meta_title" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"meta_description" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"og_title" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"og_description" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"og_image_id" integer,
	"og_type" text DEFAULT 'website' NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"is_clickable" boolean DEFAULT true NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"in_footer" boolean DEFAULT false NOT NULL,
	"is_landing_page" boolean DEFAULT false NOT NULL,
	"theme" text,
	"variant" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"page_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"content_type" text DEFAULT 'page' NOT NULL,
	"object_id" integer,
	"layout" text DEFAULT '100' NOT NULL,
	"extra_class" text DEFAULT '' NOT NULL,
	"columns" jsonb DEFAULT '[{"index":0,"classes":""}]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breaking_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"text" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"link_url" jsonb,
	"link_title" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"online_from" timestamp with time zone,
	"online_to" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"page_id" integer,
	"url" jsonb,
	"label" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"has_tab_navigation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" smallint NOT NULL,
	"time_from" text,
	"time_to" text,
	"closed" boolean DEFAULT false NOT NULL,
	"alternative_text" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"alternative_link_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"time_from" text,
	"time_to" text,
	"closed" boolean DEFAULT false NOT NULL,
	"alternative_text" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"alternative_link_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"old_path" text NOT NULL,
	"new_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_site_online" boolean DEFAULT true NOT NULL,
	"is_shop_online" boolean DEFAULT true NOT NULL,
	"html_header" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"html_footer_top" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"html_footer_bottom" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"html_footer_logos" jsonb,
	"design" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text DEFAULT '' NOT NULL,
	"is_editor" boolean DEFAULT false NOT NULL,
	"has_dashboard_online_access" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_parent_module_id_modules_id_fk" FOREIGN KEY ("parent_module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_og_image_id_media_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_parent_id_nav_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "modules_section_idx" ON "modules" USING btree ("section_id","column_index","position");--> statement-breakpoint
CREATE INDEX "modules_parent_idx" ON "modules" USING btree ("parent_module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_path_de_idx" ON "pages" USING btree ("path_de");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_path_en_idx" ON "pages" USING btree ("path_en");--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_slug_idx" ON "sections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sections_page_idx" ON "sections" USING btree ("page_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "error_log_url_idx" ON "error_log" USING btree ("url");--> statement-breakpoint
CREATE INDEX "nav_items_menu_idx" ON "nav_items" USING btree ("menu","parent_id","position");--> statement-breakpoint
CREATE INDEX "opening_hours_exceptions_day_idx" ON "opening_hours_exceptions" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_old_path_idx" ON "redirects" USING btree ("old_path");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");