ALTER TABLE "page" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "content_en" text;