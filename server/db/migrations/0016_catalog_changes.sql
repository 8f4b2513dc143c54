CREATE TABLE "catalog_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_changed_at_idx" ON "catalog_changes" USING btree ("changed_at");--> statement-breakpoint
-- The version's statement trigger also deletes the changes older than ten minutes (on the primary:
-- a web server reading a replica cannot).
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1;
  DELETE FROM "catalog_changes" WHERE "changed_at" < now() - interval '10 minutes';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "log_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "catalog_changes" ("product_id") VALUES (OLD."id");
  ELSE
    INSERT INTO "catalog_changes" ("product_id") VALUES (NEW."id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "log_product_option_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "catalog_changes" ("product_id") VALUES (OLD."product_id");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "catalog_changes" ("product_id") VALUES (NEW."product_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "log_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_changes" ("product_id") VALUES (NULL);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_changes" AFTER INSERT OR DELETE OR UPDATE OF "shop_id", "category_id", "sub_category_id", "brand_id", "price", "discount_price", "rating", "is_active", "created_at", "name", "i18n", "short_description" ON "products" FOR EACH ROW EXECUTE FUNCTION "log_product_change"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_catalog_changes" AFTER INSERT OR UPDATE OR DELETE ON "product_sizes" FOR EACH ROW EXECUTE FUNCTION "log_product_option_change"();--> statement-breakpoint
CREATE TRIGGER "product_colors_catalog_changes" AFTER INSERT OR UPDATE OR DELETE ON "product_colors" FOR EACH ROW EXECUTE FUNCTION "log_product_option_change"();--> statement-breakpoint
CREATE TRIGGER "products_truncated_catalog_changes" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_truncated_catalog_changes" AFTER TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "product_colors_truncated_catalog_changes" AFTER TRUNCATE ON "product_colors" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "shops_catalog_changes" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "is_active" ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "brands_catalog_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_changes" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "i18n" ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "sub_categories_catalog_changes" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "i18n", "category_id" ON "sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_change"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_catalog_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_change"();
