CREATE TABLE "admin_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"collection" text NOT NULL,
	"item_id" integer NOT NULL,
	"action" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_activity_at_idx" ON "admin_activity" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_activity_item_idx" ON "admin_activity" USING btree ("collection","item_id");