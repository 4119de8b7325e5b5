CREATE TABLE "agent_speech_clip" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" text NOT NULL,
	"turn_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"mp3" "bytea" NOT NULL,
	"text" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_turn" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" text NOT NULL,
	"cause" text NOT NULL,
	"speaker_name" text DEFAULT '' NOT NULL,
	"heard" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"answer" text,
	"spoken_sentences" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_event" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_partial" (
	"bot_id" text NOT NULL,
	"live_key" text NOT NULL,
	"speaker_name" text NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	"words" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_partial_bot_id_live_key_pk" PRIMARY KEY("bot_id","live_key")
);
--> statement-breakpoint
ALTER TABLE "meeting_bot" ADD COLUMN "live_token" text;--> statement-breakpoint
ALTER TABLE "transcript_segment" ADD COLUMN "live_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_speech_clip_turn_position_idx" ON "agent_speech_clip" USING btree ("turn_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_turn_bot_cause_idx" ON "agent_turn" USING btree ("bot_id","cause");--> statement-breakpoint
CREATE INDEX "agent_turn_bot_status_idx" ON "agent_turn" USING btree ("bot_id","status","due_at");--> statement-breakpoint
CREATE INDEX "live_event_bot_seq_idx" ON "live_event" USING btree ("bot_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_segment_bot_live_key_idx" ON "transcript_segment" USING btree ("bot_id","live_key");