ALTER TABLE "contact_messages" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "email" DROP NOT NULL;