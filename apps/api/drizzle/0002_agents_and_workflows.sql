CREATE TABLE "agent_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"greeting_message" text,
	"prompt" text,
	"mode" text,
	"voice" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_template_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "ai_agent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"greeting_message" text NOT NULL,
	"prompt" text NOT NULL,
	"type" text DEFAULT 'audio-agent' NOT NULL,
	"voice" text NOT NULL,
	"mode" text NOT NULL,
	"wake_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"workflows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"knowledge_file_name" text,
	"knowledge_file_size" integer,
	"knowledge_file_content_type" text,
	"knowledge_file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_agent_user_created_idx" ON "ai_agent" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_user_key_idx" ON "workflow" USING btree ("user_id","key");