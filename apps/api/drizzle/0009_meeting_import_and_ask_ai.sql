CREATE TABLE "ask_ai_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_bot" ALTER COLUMN "agent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_bot" ALTER COLUMN "meeting_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_bot" ALTER COLUMN "platform" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_bot" ALTER COLUMN "meeting_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ask_ai_message_conversation_idx" ON "ask_ai_message" USING btree ("user_id","bot_id","position");