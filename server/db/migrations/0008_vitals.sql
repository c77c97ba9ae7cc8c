CREATE TABLE "vital_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"value" real NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vital_samples_day_idx" ON "vital_samples" USING btree ("day","route","metric");