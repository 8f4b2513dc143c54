CREATE TABLE "shop_followers" (
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_followers_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "followers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_followers" ADD CONSTRAINT "shop_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_followers" ADD CONSTRAINT "shop_followers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_followers_shop_idx" ON "shop_followers" USING btree ("shop_id");