CREATE TABLE "credit_order" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" text NOT NULL,
	"credits" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_object" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payer" text,
	"entity" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" text NOT NULL,
	"paid_by" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"checkout_payment_id" text,
	"current_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "scheduled_plan" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "workflow_actions_used" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_order_user_idx" ON "credit_order" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sandbox_payment_object_kind_idx" ON "sandbox_payment_object" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "subscription_user_idx" ON "subscription" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_paid_by_idx" ON "subscription" USING btree ("paid_by");