CREATE TABLE "language_strings" (
	"locale" text PRIMARY KEY NOT NULL,
	"strings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
