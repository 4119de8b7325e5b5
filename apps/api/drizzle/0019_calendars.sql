CREATE TABLE "calendar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"sealed_address" text NOT NULL,
	"address_hint" text NOT NULL,
	"provider" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"auto_join" text DEFAULT 'off' NOT NULL,
	"agent_id" text,
	"etag" text,
	"last_modified" text,
	"last_read_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"sync_error" text,
	"sync_failures" integer DEFAULT 0 NOT NULL,
	"next_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_meeting" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"original_start" timestamp with time zone NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"organiser_name" text,
	"organiser_email" text,
	"meeting_url" text,
	"platform" text,
	"all_day" boolean NOT NULL,
	"cancelled" boolean NOT NULL,
	"send_bot_choice" boolean,
	"agent_choice" text,
	"bot_id" text,
	"problem" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_bot" ADD COLUMN "calendar_id" uuid;--> statement-breakpoint
CREATE INDEX "calendar_user_idx" ON "calendar" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_meeting_occurrence_idx" ON "calendar_meeting" USING btree ("calendar_id","uid","original_start");--> statement-breakpoint
CREATE INDEX "calendar_meeting_start_idx" ON "calendar_meeting" USING btree ("calendar_id","start");