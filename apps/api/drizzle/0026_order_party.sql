CREATE TABLE "order_party" (
	"order_id" text NOT NULL,
	"side" text NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"tax_number" text NOT NULL,
	"tax_office" text NOT NULL,
	"mersis_no" text,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_party_order_id_side_pk" PRIMARY KEY("order_id","side")
);
--> statement-breakpoint
ALTER TABLE "order_party" ADD CONSTRAINT "order_party_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_party" ADD CONSTRAINT "order_party_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;