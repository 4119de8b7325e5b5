CREATE TABLE "auth_attempt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_attempt_subject_time_idx" ON "auth_attempt" USING btree ("subject","attempted_at");--> statement-breakpoint
CREATE INDEX "auth_attempt_time_idx" ON "auth_attempt" USING btree ("attempted_at");