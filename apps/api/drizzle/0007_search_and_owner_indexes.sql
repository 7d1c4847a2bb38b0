DROP INDEX "ad_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "ad" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (lower(translate(search_document, 'İIŞĞÜÖÇÂÎÛışğüöçâîû', 'iisguocaiuisguocaiu'))) STORED;--> statement-breakpoint
CREATE INDEX "company_admin_user_id_index" ON "company" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "ad_search_folded_trgm_idx" ON "ad" USING gin ("search_folded" gin_trgm_ops);