ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."usage_limit" is null or "coupons"."used" <= "coupons"."usage_limit");--> statement-breakpoint
-- hand-written
UPDATE "coupons" SET "used" = (SELECT count(*) FROM "orders" WHERE "orders"."coupon_id" = "coupons"."id" AND "orders"."order_status" <> 'Cancelled');
