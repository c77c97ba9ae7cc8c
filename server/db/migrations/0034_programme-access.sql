-- Issue 23 points 1-3: access features, event states and calendar sequence numbers.
-- Event state (common/api/access.ts EVENT_STATUSES) and the visitor-facing note that explains it.
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("status" IN ('scheduled', 'cancelled', 'postponed', 'rescheduled', 'moved'));--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "previous_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status_note" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL;--> statement-breakpoint
-- Access feature codes (common/api/access.ts ACCESS_FEATURES); the production's add to the event's.
ALTER TABLE "events" ADD COLUMN "access_features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "surtitle_languages" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "access_note" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL;--> statement-breakpoint
-- RFC 5545 SEQUENCE: calendars replace an entry only when this grows.
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "productions" ADD COLUMN "access_features" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "productions" ADD COLUMN "surtitle_languages" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL;--> statement-breakpoint
-- Facts of the place, kept once: every event there has them.
ALTER TABLE "venues" ADD COLUMN "step_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "induction_loop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "step_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "induction_loop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "events_access_features_idx" ON "events" USING gin ("access_features");--> statement-breakpoint
-- The short explanation of each feature shown to visitors, editable in the hub.
CREATE TABLE "access_feature_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"explanation" jsonb DEFAULT '{"de":""}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "access_feature_texts_code_idx" ON "access_feature_texts" ("code");--> statement-breakpoint
INSERT INTO "access_feature_texts" ("code", "explanation", "position") VALUES
	('audio-description', '{"de":"Live-Beschreibung des Bühnengeschehens über Kopfhörer.","en":"Live description of the stage action through headphones."}', 1),
	('sign-language', '{"de":"Die Vorstellung wird in die Deutsche Gebärdensprache gedolmetscht.","en":"The performance is interpreted into German Sign Language."}', 2),
	('surtitles', '{"de":"Der Text wird über der Bühne eingeblendet.","en":"The text is shown above the stage."}', 3),
	('relaxed', '{"de":"Entspannte Atmosphäre: Kommen und Gehen jederzeit, gedämpftes Licht im Saal, keine plötzlichen lauten Effekte.","en":"A relaxed atmosphere: come and go at any time, soft house lights, no sudden loud effects."}', 4),
	('touch-tour', '{"de":"Vor der Vorstellung Bühne, Kostüme und Requisiten ertasten.","en":"Explore stage, costumes and props by touch before the show."}', 5),
	('induction-loop', '{"de":"Induktive Höranlage für Hörgeräte mit T-Spule.","en":"Induction loop for hearing aids with a T-coil."}', 6),
	('wheelchair', '{"de":"Rollstuhlplätze buchbar.","en":"Wheelchair spaces can be booked."}', 7),
	('companion', '{"de":"Eine notwendige Begleitperson erhält ein Freiticket.","en":"A necessary companion gets a free ticket."}', 8),
	('step-free', '{"de":"Der Saal ist stufenlos erreichbar.","en":"The hall can be reached without steps."}', 9);--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_event_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.starts_at, NEW.ends_at, NEW.status, NEW.status_note, NEW.title, NEW.venue_id, NEW.room_id, NEW.is_online, NEW.slug)
     IS DISTINCT FROM (OLD.starts_at, OLD.ends_at, OLD.status, OLD.status_note, OLD.title, OLD.venue_id, OLD.room_id, OLD.is_online, OLD.slug) THEN
    NEW.sequence := OLD.sequence + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER bump_event_sequence BEFORE UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION bump_event_sequence();--> statement-breakpoint
SELECT install_content_version_triggers();
