ALTER TABLE "knowledge_chunk" ADD COLUMN "language" "regconfig" DEFAULT 'english' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_chunk" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "knowledge_chunk" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector(language, content)) STORED;--> statement-breakpoint
CREATE INDEX "knowledge_chunk_tsv_idx" ON "knowledge_chunk" USING gin ("tsv");--> statement-breakpoint
ALTER TABLE "transcript_segment" ADD COLUMN "language" "regconfig" DEFAULT 'english' NOT NULL;--> statement-breakpoint
ALTER TABLE "transcript_segment" ADD COLUMN "word_count" integer GENERATED ALWAYS AS (jsonb_array_length(words)) STORED;--> statement-breakpoint
ALTER TABLE "transcript_segment" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "transcript_segment" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector(language, content)) STORED;--> statement-breakpoint
CREATE INDEX "transcript_segment_tsv_idx" ON "transcript_segment" USING gin ("tsv");
