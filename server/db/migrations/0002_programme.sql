CREATE TABLE "event_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_tag_links" (
	"event_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "event_tag_links_event_id_tag_id_pk" PRIMARY KEY("event_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "event_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_jet" integer,
	"slug" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"title" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"preline" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"subline" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"lead" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"room_id" integer,
	"venue_id" integer,
	"exhibition_type_id" integer,
	"series_id" integer,
	"genre_id" integer,
	"production_id" integer,
	"image_id" integer,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_url" text DEFAULT '' NOT NULL,
	"event_type_new" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"theme" text,
	"variant" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibition_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_category_links" (
	"person_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "person_category_links_person_id_category_id_pk" PRIMARY KEY("person_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"bio" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"image_id" integer,
	"is_ensemble" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_group_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"sale_type_id" integer NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"text" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"has_discounts" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_tag_links" (
	"production_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "production_tag_links_production_id_tag_id_pk" PRIMARY KEY("production_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "production_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"title" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"preline" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"subline" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"lead" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"season_id" integer,
	"exhibition_type_id" integer,
	"image_id" integer,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"promoter" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"theme" text,
	"variant" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"seat_group" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"text" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"lead" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"image_id" integer,
	"is_subscription" boolean DEFAULT false NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"ticket_url" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teasers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link_url" jsonb,
	"preline" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"headline" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"subline" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"link_text" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"image_id" integer,
	"position" date NOT NULL,
	"theme" text,
	"is_online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_group_id" integer NOT NULL,
	"time_start" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"block_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"name" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"lead" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_persons" ADD CONSTRAINT "event_persons_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_persons" ADD CONSTRAINT "event_persons_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tag_links" ADD CONSTRAINT "event_tag_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tag_links" ADD CONSTRAINT "event_tag_links_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_category_links" ADD CONSTRAINT "person_category_links_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_category_links" ADD CONSTRAINT "person_category_links_category_id_person_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."person_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_persons" ADD CONSTRAINT "production_persons_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_persons" ADD CONSTRAINT "production_persons_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_tag_links" ADD CONSTRAINT "production_tag_links_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_tag_links" ADD CONSTRAINT "production_tag_links_tag_id_production_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."production_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_groups" ADD CONSTRAINT "seat_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teasers" ADD CONSTRAINT "teasers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_persons_event_idx" ON "event_persons" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_persons_person_idx" ON "event_persons" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "event_tag_links_tag_idx" ON "event_tag_links" USING btree ("tag_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_id_jet_idx" ON "events" USING btree ("id_jet");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_room_starts_idx" ON "events" USING btree ("room_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_type_starts_idx" ON "events" USING btree ("exhibition_type_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_series_starts_idx" ON "events" USING btree ("series_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_genre_starts_idx" ON "events" USING btree ("genre_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_production_starts_idx" ON "events" USING btree ("production_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibition_types_slug_idx" ON "exhibition_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "person_category_links_category_idx" ON "person_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "prices_seat_group_idx" ON "prices" USING btree ("seat_group_id");--> statement-breakpoint
CREATE INDEX "prices_event_idx" ON "prices" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "production_persons_production_idx" ON "production_persons" USING btree ("production_id");--> statement-breakpoint
CREATE INDEX "production_persons_person_idx" ON "production_persons" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "production_tag_links_tag_idx" ON "production_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "productions_season_idx" ON "productions" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "productions_exhibition_type_idx" ON "productions" USING btree ("exhibition_type_id");--> statement-breakpoint
CREATE INDEX "seat_groups_event_idx" ON "seat_groups" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "teasers_position_idx" ON "teasers" USING btree ("position");--> statement-breakpoint
CREATE INDEX "timeslots_seat_group_idx" ON "timeslots" USING btree ("seat_group_id");