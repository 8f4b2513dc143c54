CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_fts_idx";--> statement-breakpoint
DROP TRIGGER "products_listed_catalog_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_listed_catalog_version" AFTER UPDATE OF "shop_id", "category_id", "sub_category_id", "brand_id", "price", "discount_price", "rating", "is_active", "created_at", "name", "i18n", "short_description" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "brands_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "i18n" ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "sub_categories_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "i18n", "category_id" ON "sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
