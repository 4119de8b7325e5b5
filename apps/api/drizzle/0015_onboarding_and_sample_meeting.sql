CREATE TABLE "onboarding" (
	"user_id" text PRIMARY KEY NOT NULL,
	"invited_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sample_meeting" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bot_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
