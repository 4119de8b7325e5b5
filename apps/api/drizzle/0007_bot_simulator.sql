CREATE TABLE "simulated_meeting" (
	"provider_bot_id" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"bot_name" text NOT NULL,
	"meeting_url" text NOT NULL,
	"agent" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"next_step" integer DEFAULT 0 NOT NULL,
	"join_at" timestamp with time zone NOT NULL,
	"waiting_room_at" timestamp with time zone NOT NULL,
	"in_call_at" timestamp with time zone NOT NULL,
	"greeting_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
