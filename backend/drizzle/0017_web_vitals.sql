CREATE TABLE "web_vitals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vitals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page" text NOT NULL,
	"device" text NOT NULL,
	"lcp" double precision,
	"inp" double precision,
	"cls" double precision,
	"ttfb" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_device_check" CHECK ("web_vitals"."device" in ('phone', 'computer'))
);
--> statement-breakpoint
CREATE INDEX "web_vitals_created_idx" ON "web_vitals" USING btree ("created_at");
