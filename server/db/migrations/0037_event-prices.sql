-- Issue 20 point 6: prices an editor gives an event the ticket shop does not sell (seat groups with
-- prices by category, common/api/event-prices.ts), and the 'Eintritt frei' and 'ausverkauft' flags.
ALTER TABLE "events" ADD COLUMN "price_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "free_admission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;
