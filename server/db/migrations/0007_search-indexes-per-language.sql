DROP INDEX "search_documents_search_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector(search_config(lang), title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_search_de_idx" ON "search_documents" USING gin ("search") WHERE lang = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_title_search_de_idx" ON "search_documents" USING gin ("title_search") WHERE lang = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_de_idx" ON "search_documents" USING gin ("title_norm" gin_trgm_ops) WHERE lang = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_search_en_idx" ON "search_documents" USING gin ("search") WHERE lang = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_title_search_en_idx" ON "search_documents" USING gin ("title_search") WHERE lang = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_en_idx" ON "search_documents" USING gin ("title_norm" gin_trgm_ops) WHERE lang = 'en';