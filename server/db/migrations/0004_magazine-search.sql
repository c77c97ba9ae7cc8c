CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"slug" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_category_links" (
	"article_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "article_category_links_article_id_category_id_pk" PRIMARY KEY("article_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "article_events" (
	"article_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "article_events_article_id_event_id_pk" PRIMARY KEY("article_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "article_productions" (
	"article_id" integer NOT NULL,
	"production_id" integer NOT NULL,
	CONSTRAINT "article_productions_article_id_production_id_pk" PRIMARY KEY("article_id","production_id")
);
--> statement-breakpoint
CREATE TABLE "article_tag_links" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "article_tag_links_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"slug" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"title" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"lead" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_id" integer,
	"author" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"online_from" timestamp with time zone,
	"online_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"body" text NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"path" text,
	"image_id" integer,
	"starts_at" timestamp with time zone,
	"is_online" boolean NOT NULL,
	"online_from" timestamp with time zone,
	"online_to" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (search_vector(lang, title, lead, body)) STORED NOT NULL,
	"title_norm" text GENERATED ALWAYS AS (search_unaccent(lower(title))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_query_stats" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_query_stats_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
ALTER TABLE "article_category_links" ADD CONSTRAINT "article_category_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_links" ADD CONSTRAINT "article_category_links_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_events" ADD CONSTRAINT "article_events_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_events" ADD CONSTRAINT "article_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_productions" ADD CONSTRAINT "article_productions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_productions" ADD CONSTRAINT "article_productions_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tag_links" ADD CONSTRAINT "article_tag_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tag_links" ADD CONSTRAINT "article_tag_links_tag_id_article_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."article_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_category_links_category_idx" ON "article_category_links" USING btree ("category_id","article_id");--> statement-breakpoint
CREATE INDEX "article_tag_links_tag_idx" ON "article_tag_links" USING btree ("tag_id","article_id");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_entity_idx" ON "search_documents" USING btree ("kind","entity_id","lang");--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title_norm" gin_trgm_ops);