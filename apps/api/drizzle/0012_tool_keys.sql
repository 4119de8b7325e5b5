CREATE TABLE "tool_key" (
	"user_id" text NOT NULL,
	"tool" text NOT NULL,
	"sealed" text NOT NULL,
	"last4" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_key_user_id_tool_pk" PRIMARY KEY("user_id","tool")
);
