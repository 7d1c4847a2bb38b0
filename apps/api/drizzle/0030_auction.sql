CREATE TABLE "auction" (
	"id" text PRIMARY KEY NOT NULL,
	"ad_id" text NOT NULL,
	"buyer_company_id" text NOT NULL,
	"created_by" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"currency" text NOT NULL,
	"basis" text NOT NULL,
	"decrement_kind" text NOT NULL,
	"decrement_value" numeric(18, 2) NOT NULL,
	"extension_minutes" integer NOT NULL,
	"show_best_price" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"planned_ends_at" timestamp with time zone NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"start_notified_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_bid" (
	"id" text PRIMARY KEY NOT NULL,
	"auction_id" text NOT NULL,
	"seq" integer NOT NULL,
	"bid_id" text NOT NULL,
	"seller_company_id" text NOT NULL,
	"user_id" text,
	"total" numeric(18, 2) NOT NULL,
	"prices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_bid_auctionId_seq_unique" UNIQUE("auction_id","seq")
);
--> statement-breakpoint
CREATE TABLE "auction_participant" (
	"auction_id" text NOT NULL,
	"bid_id" text NOT NULL,
	"seller_company_id" text NOT NULL,
	"start_total" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"reached_seq" integer DEFAULT 0 NOT NULL,
	"submitted_order" integer NOT NULL,
	CONSTRAINT "auction_participant_auction_id_bid_id_pk" PRIMARY KEY("auction_id","bid_id")
);
--> statement-breakpoint
CREATE TABLE "auction_price" (
	"auction_id" text NOT NULL,
	"bid_id" text NOT NULL,
	"ad_item_id" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"start_unit_price" numeric(18, 2) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"reached_seq" integer DEFAULT 0 NOT NULL,
	"submitted_order" integer NOT NULL,
	CONSTRAINT "auction_price_auction_id_bid_id_ad_item_id_pk" PRIMARY KEY("auction_id","bid_id","ad_item_id")
);
--> statement-breakpoint
ALTER TABLE "auction" ADD CONSTRAINT "auction_ad_id_ad_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ad"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction" ADD CONSTRAINT "auction_buyer_company_id_company_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction" ADD CONSTRAINT "auction_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bid" ADD CONSTRAINT "auction_bid_auction_id_auction_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auction"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bid" ADD CONSTRAINT "auction_bid_bid_id_bid_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bid"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bid" ADD CONSTRAINT "auction_bid_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bid" ADD CONSTRAINT "auction_bid_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_participant" ADD CONSTRAINT "auction_participant_auction_id_auction_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auction"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_participant" ADD CONSTRAINT "auction_participant_bid_id_bid_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bid"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_participant" ADD CONSTRAINT "auction_participant_seller_company_id_company_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_price" ADD CONSTRAINT "auction_price_auction_id_auction_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auction"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_price" ADD CONSTRAINT "auction_price_bid_id_bid_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bid"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_price" ADD CONSTRAINT "auction_price_ad_item_id_ad_item_id_fk" FOREIGN KEY ("ad_item_id") REFERENCES "public"."ad_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_ad_live_idx" ON "auction" USING btree ("ad_id") WHERE "auction"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "auction_due_idx" ON "auction" USING btree ("ends_at") WHERE "auction"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "auction_start_due_idx" ON "auction" USING btree ("starts_at") WHERE "auction"."status" = 'scheduled' and "auction"."start_notified_at" is null;--> statement-breakpoint
CREATE INDEX "auction_participant_seller_company_id_index" ON "auction_participant" USING btree ("seller_company_id");