CREATE TABLE "shop_delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"charge" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_to" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "handling_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "cutoff_hour" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "dispatch_days" integer[] DEFAULT '{1,2,3,4,5}' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "holidays" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_delivery_zones" ADD CONSTRAINT "shop_delivery_zones_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_delivery_zones_place_idx" ON "shop_delivery_zones" USING btree ("shop_id","country",coalesce("region", ''));--> statement-breakpoint
-- hand-written: every shop delivers to its own country as its estimated delivery time and charge said.
INSERT INTO "shop_delivery_zones" ("shop_id", "country", "min_days", "max_days", "charge")
SELECT "id", "country",
  coalesce((regexp_match("estimated_delivery_time", '(\d+)'))[1]::integer, 3),
  coalesce((regexp_match("estimated_delivery_time", '\d+\D+(\d+)'))[1]::integer, (regexp_match("estimated_delivery_time", '(\d+)'))[1]::integer, 5),
  "delivery_charge"
FROM "shops";
