CREATE TABLE "workflow_run" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"workflow_name" text NOT NULL,
	"trigger" text NOT NULL,
	"trigger_key" text NOT NULL,
	"triggered_by" text,
	"plan" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "workflow_run_trigger_key_unique" UNIQUE("trigger_key")
);
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "workflows_seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow" ADD COLUMN "actions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "workflow_run_user_idx" ON "workflow_run" USING btree ("user_id","started_at");--> statement-breakpoint
UPDATE "profile" SET "workflows_seeded" = true WHERE "user_id" IN (SELECT DISTINCT "user_id" FROM "workflow");
