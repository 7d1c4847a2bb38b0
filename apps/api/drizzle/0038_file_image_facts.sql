ALTER TABLE "file" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "file" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "file" ADD COLUMN "placeholder" text;