CREATE TABLE "merchant_licenses" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"legal_rep" varchar(30) DEFAULT '' NOT NULL,
	"company_type" varchar(50) DEFAULT '' NOT NULL,
	"registered_capital" varchar(30) DEFAULT '' NOT NULL,
	"business_scope" text DEFAULT '' NOT NULL,
	"image" varchar(300) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_licenses" ADD CONSTRAINT "merchant_licenses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;