-- Bug-report screenshots leave the database: each row keeps a storage key, the bytes become a file
-- in the uploads folder. SQL cannot write files, so the bytes already stored wait in
-- bug_report_images_to_move, which the service empties into the folder at start.
ALTER TABLE "bug_report_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
UPDATE "bug_report_images" SET "storage_key" = 'bug-reports/' || "report_id"::text || '-' || "position"::text;--> statement-breakpoint
ALTER TABLE "bug_report_images" ALTER COLUMN "storage_key" SET NOT NULL;--> statement-breakpoint
CREATE TABLE "bug_report_images_to_move" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);--> statement-breakpoint
INSERT INTO "bug_report_images_to_move" ("storage_key", "data") SELECT "storage_key", "data" FROM "bug_report_images";--> statement-breakpoint
ALTER TABLE "bug_report_images" DROP COLUMN "data";
