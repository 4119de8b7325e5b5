CREATE TABLE "knowledge_chunk" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"content" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', content)) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_chunk_agent_ordinal_idx" ON "knowledge_chunk" USING btree ("agent_id","ordinal");--> statement-breakpoint
CREATE INDEX "knowledge_chunk_user_idx" ON "knowledge_chunk" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "knowledge_chunk_tsv_idx" ON "knowledge_chunk" USING gin ("tsv");