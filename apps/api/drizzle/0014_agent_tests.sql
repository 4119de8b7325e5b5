CREATE TABLE "agent_test_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"agent_name" text NOT NULL,
	"start_key" text,
	"status" text DEFAULT 'live' NOT NULL,
	"end_reason" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"minutes_charged" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_test_turn" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"speaker" text NOT NULL,
	"text" text NOT NULL,
	"workflows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_test_session" ADD CONSTRAINT "agent_test_session_agent_id_ai_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."ai_agent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_test_turn" ADD CONSTRAINT "agent_test_turn_session_id_agent_test_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."agent_test_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_test_session_live_idx" ON "agent_test_session" USING btree ("user_id") WHERE "agent_test_session"."status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_test_session_start_key_idx" ON "agent_test_session" USING btree ("user_id","start_key");--> statement-breakpoint
CREATE INDEX "agent_test_session_user_idx" ON "agent_test_session" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_test_turn_ordinal_idx" ON "agent_test_turn" USING btree ("session_id","ordinal");