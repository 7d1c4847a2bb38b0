CREATE TABLE "exchange_rate" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"published_day" date NOT NULL,
	"entered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rate_day_currency_source_pk" PRIMARY KEY("day","currency","source")
);
--> statement-breakpoint
ALTER TABLE "ad" ADD COLUMN "bid_currency_rule" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad" ADD COLUMN "partial_bids" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bid" ADD COLUMN "vat_total" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "bid" ADD COLUMN "ad_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "bid_item" ADD COLUMN "vat_rate" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "vat_rate" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "vat_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "vat_total" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;