ALTER TABLE "verification_codes" ADD COLUMN "requester" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "known_requesters" (
	"target" varchar(100) NOT NULL,
	"requester" varchar(100) NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_requesters_target_requester_pk" PRIMARY KEY("target","requester")
);
--> statement-breakpoint
CREATE INDEX "known_requesters_seen_idx" ON "known_requesters" USING btree ("seen_at");
