CREATE TABLE "electronic_contract_files" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "party" jsonb;--> statement-breakpoint
ALTER TABLE "electronic_contract_files" ADD CONSTRAINT "electronic_contract_files_contract_id_electronic_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."electronic_contracts"("id") ON DELETE cascade ON UPDATE no action;