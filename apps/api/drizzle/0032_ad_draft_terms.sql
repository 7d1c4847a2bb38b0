-- Drafts (#13): a draft needs only its title. The terms it may lack are nullable, and the check
-- keeps every ad past its draft complete (publishing checks the same fields with the form's rules).
ALTER TABLE "ad" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad" ALTER COLUMN "sector_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad" ALTER COLUMN "delivery_city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad" ALTER COLUMN "delivery_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad" ALTER COLUMN "delivery_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad" ALTER COLUMN "bid_deadline" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad" ALTER COLUMN "questions_until" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad" ALTER COLUMN "payment_terms" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_item" ALTER COLUMN "quantity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad" ADD CONSTRAINT "ad_terms_unless_draft" CHECK ("ad"."status" = 'draft' or ("ad"."description" is not null and "ad"."sector_id" is not null and "ad"."delivery_city" is not null and "ad"."delivery_address" is not null and "ad"."delivery_date" is not null and "ad"."bid_deadline" is not null and "ad"."questions_until" is not null and "ad"."payment_terms" is not null));