CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ad" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"created_by" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sector_id" text NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_date" date NOT NULL,
	"bid_deadline" timestamp with time zone NOT NULL,
	"questions_until" timestamp with time zone NOT NULL,
	"payment_terms" text NOT NULL,
	"currency" text NOT NULL,
	"budget" numeric(18, 2),
	"budget_visible" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'open' NOT NULL,
	"sealed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cancel_reason" text,
	"search_document" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"awarded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_attachment" (
	"ad_id" text NOT NULL,
	"file_id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_attachment_ad_id_file_id_pk" PRIMARY KEY("ad_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "ad_invitation" (
	"ad_id" text NOT NULL,
	"company_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_invitation_ad_id_company_id_pk" PRIMARY KEY("ad_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "ad_item" (
	"id" text PRIMARY KEY NOT NULL,
	"ad_id" text NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"specification" text,
	"quantity" numeric(18, 3) NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_question" (
	"id" text PRIMARY KEY NOT NULL,
	"ad_id" text NOT NULL,
	"asked_by_company_id" text NOT NULL,
	"asked_by" text,
	"body" text NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid" (
	"id" text PRIMARY KEY NOT NULL,
	"ad_id" text NOT NULL,
	"seller_company_id" text NOT NULL,
	"created_by" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(18, 2),
	"delivery_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"payment_terms" text NOT NULL,
	"note" text,
	"submitted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_adId_sellerCompanyId_unique" UNIQUE("ad_id","seller_company_id")
);
--> statement-breakpoint
CREATE TABLE "bid_attachment" (
	"bid_id" text NOT NULL,
	"file_id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "bid_attachment_bid_id_file_id_pk" PRIMARY KEY("bid_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "bid_item" (
	"bid_id" text NOT NULL,
	"ad_item_id" text NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"line_total" numeric(18, 2) NOT NULL,
	CONSTRAINT "bid_item_bid_id_ad_item_id_pk" PRIMARY KEY("bid_id","ad_item_id")
);
--> statement-breakpoint
CREATE TABLE "bid_revision" (
	"id" text PRIMARY KEY NOT NULL,
	"bid_id" text NOT NULL,
	"revision" integer NOT NULL,
	"status" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_revision_bidId_revision_unique" UNIQUE("bid_id","revision")
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" text,
	"actor_company_id" text,
	"note" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"ad_item_id" text,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"specification" text,
	"quantity" numeric(18, 3) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"line_total" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"ad_id" text NOT NULL,
	"bid_id" text NOT NULL,
	"buyer_company_id" text NOT NULL,
	"seller_company_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_days" integer NOT NULL,
	"payment_terms" text NOT NULL,
	"decline_reason" text,
	"proposed_delivery_date" date,
	"cancel_reason" text,
	"tracking_info" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_orderNo_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "rating" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"rater_company_id" text NOT NULL,
	"rated_company_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_orderId_raterCompanyId_unique" UNIQUE("order_id","rater_company_id")
);
--> statement-breakpoint
ALTER TABLE "ad" ADD CONSTRAINT "ad_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad" ADD CONSTRAINT "ad_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad" ADD CONSTRAINT "ad_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_attachment" ADD CONSTRAINT "ad_attachment_ad_id_ad_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_attachment" ADD CONSTRAINT "ad_attachment_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_invitation" ADD CONSTRAINT "ad_invitation_ad_id_ad_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_invitation" ADD CONSTRAINT "ad_invitation_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_item" ADD CONSTRAINT "ad_item_ad_id_ad_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_question" ADD CONSTRAINT "ad_question_ad_id_ad_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_question" ADD CONSTRAINT "ad_question_asked_by_company_id_company_id_fk" FOREIGN KEY ("asked_by_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_question" ADD CONSTRAINT "ad_question_asked_by_user_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_question" ADD CONSTRAINT "ad_question_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid" ADD CONSTRAINT "bid_ad_id_ad_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid" ADD CONSTRAINT "bid_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid" ADD CONSTRAINT "bid_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_attachment" ADD CONSTRAINT "bid_attachment_bid_id_bid_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bid"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_attachment" ADD CONSTRAINT "bid_attachment_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_item" ADD CONSTRAINT "bid_item_bid_id_bid_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bid"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_item" ADD CONSTRAINT "bid_item_ad_item_id_ad_item_id_fk" FOREIGN KEY ("ad_item_id") REFERENCES "public"."ad_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_revision" ADD CONSTRAINT "bid_revision_bid_id_bid_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bid"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_revision" ADD CONSTRAINT "bid_revision_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_actor_company_id_company_id_fk" FOREIGN KEY ("actor_company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_ad_item_id_ad_item_id_fk" FOREIGN KEY ("ad_item_id") REFERENCES "public"."ad_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_ad_id_ad_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_bid_id_bid_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_buyer_company_id_company_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_rater_company_id_company_id_fk" FOREIGN KEY ("rater_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_rated_company_id_company_id_fk" FOREIGN KEY ("rated_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_company_id_status_index" ON "ad" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "ad_status_bid_deadline_index" ON "ad" USING btree ("status","bid_deadline");--> statement-breakpoint
CREATE INDEX "ad_sector_id_index" ON "ad" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "ad_search_fts_idx" ON "ad" USING gin (to_tsvector('turkish', "search_document"));--> statement-breakpoint
CREATE INDEX "ad_search_trgm_idx" ON "ad" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ad_attachment_file_id_index" ON "ad_attachment" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "ad_invitation_company_id_index" ON "ad_invitation" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ad_item_ad_id_index" ON "ad_item" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "ad_question_ad_id_index" ON "ad_question" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "bid_seller_company_id_status_index" ON "bid" USING btree ("seller_company_id","status");--> statement-breakpoint
CREATE INDEX "bid_attachment_file_id_index" ON "bid_attachment" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "order_event_order_id_index" ON "order_event" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_item_order_id_index" ON "order_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_item_ad_item_id_index" ON "order_item" USING btree ("ad_item_id");--> statement-breakpoint
CREATE INDEX "purchase_order_buyer_company_id_status_index" ON "purchase_order" USING btree ("buyer_company_id","status");--> statement-breakpoint
CREATE INDEX "purchase_order_seller_company_id_status_index" ON "purchase_order" USING btree ("seller_company_id","status");--> statement-breakpoint
CREATE INDEX "purchase_order_ad_id_index" ON "purchase_order" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "rating_rated_company_id_index" ON "rating" USING btree ("rated_company_id");