ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "products" SET "updated_at" = "created_at";--> statement-breakpoint
CREATE FUNCTION "touch_product_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A writer that sets updated_at itself (the seed) keeps its value.
  IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" THEN
    NEW."updated_at" = now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_updated_at" BEFORE UPDATE OF "shop_id", "category_id", "sub_category_id", "brand_id", "unit_id", "vat_tax_id", "name", "i18n", "short_description", "description", "thumbnail", "price", "discount_price", "quantity", "rating", "total_reviews", "meta_title", "meta_description", "meta_keywords", "is_active" ON "products" FOR EACH ROW EXECUTE FUNCTION "touch_product_updated_at"();
