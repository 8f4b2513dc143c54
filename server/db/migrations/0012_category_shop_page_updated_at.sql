ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
UPDATE "shops" SET "updated_at" = "created_at";--> statement-breakpoint
CREATE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A writer that sets updated_at itself (the seed) keeps its value.
  IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" THEN
    NEW."updated_at" = now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "shops_updated_at" BEFORE UPDATE OF "name", "i18n", "logo", "banner", "short_description", "description", "rating", "total_reviews", "estimated_delivery_time", "delivery_charge", "is_active" ON "shops" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "categories_updated_at" BEFORE UPDATE OF "slug", "name", "i18n", "thumbnail" ON "categories" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "legal_pages_updated_at" BEFORE UPDATE OF "title", "description", "i18n" ON "legal_pages" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE FUNCTION "touch_category_of_sub_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A category's page shows its subcategories: adding, changing or removing one changes it.
  IF TG_OP <> 'INSERT' THEN
    UPDATE "categories" SET "updated_at" = now() WHERE "id" = OLD."category_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "categories" SET "updated_at" = now() WHERE "id" = NEW."category_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sub_categories_touch_category" AFTER INSERT OR DELETE OR UPDATE OF "category_id", "name", "i18n", "thumbnail" ON "sub_categories" FOR EACH ROW EXECUTE FUNCTION "touch_category_of_sub_category"();
