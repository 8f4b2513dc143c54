ALTER TABLE "settings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE TRIGGER "settings_updated_at" BEFORE UPDATE OF "value" ON "settings" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
