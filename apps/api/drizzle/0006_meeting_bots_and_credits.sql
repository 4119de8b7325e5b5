CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"change" numeric NOT NULL,
	"balance_after" numeric NOT NULL,
	"reason" text NOT NULL,
	"bot_id" text,
	"payment_id" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "meeting_bot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"name" text NOT NULL,
	"meeting_url" text NOT NULL,
	"platform" text NOT NULL,
	"meeting_id" text NOT NULL,
	"is_scheduled" boolean NOT NULL,
	"join_at" timestamp with time zone NOT NULL,
	"schedule_at" timestamp with time zone,
	"status" text NOT NULL,
	"failure_reason" text,
	"provider" text NOT NULL,
	"provider_bot_id" text,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"credits_reserved" numeric DEFAULT 0 NOT NULL,
	"credits_charged" numeric DEFAULT 0 NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_bot_bot_id_unique" UNIQUE("bot_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_bot_event" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"bot_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_bot_event_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_notes" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_participant" (
	"bot_id" text NOT NULL,
	"name" text NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	CONSTRAINT "meeting_participant_bot_id_name_pk" PRIMARY KEY("bot_id","name")
);
--> statement-breakpoint
CREATE TABLE "transcript_segment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"speaker_name" text NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"words" jsonb NOT NULL,
	"content" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', content)) STORED
);
--> statement-breakpoint
CREATE INDEX "credit_ledger_user_created_idx" ON "credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "meeting_bot_user_created_idx" ON "meeting_bot" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_bot_provider_idx" ON "meeting_bot" USING btree ("provider","provider_bot_id");--> statement-breakpoint
CREATE INDEX "meeting_bot_status_changed_idx" ON "meeting_bot" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_segment_bot_ordinal_idx" ON "transcript_segment" USING btree ("bot_id","ordinal");--> statement-breakpoint
CREATE INDEX "transcript_segment_tsv_idx" ON "transcript_segment" USING gin ("tsv");