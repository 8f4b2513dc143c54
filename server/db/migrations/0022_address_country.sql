ALTER TABLE "addresses" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "region" text;--> statement-breakpoint
-- hand-written: the addresses saved before countries are in the marketplace's home country, the one
-- most of its shops are in (the column's default, the default of SHOP_COUNTRIES, when it has none).
UPDATE "addresses" SET "country" = "home"."country"
FROM (SELECT upper("country") AS "country" FROM "shops" GROUP BY upper("country") ORDER BY count(*) DESC, upper("country") LIMIT 1) AS "home"
WHERE "home"."country" ~ '^[A-Z]{2}$';
