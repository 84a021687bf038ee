ALTER TABLE "evidence_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "upload_grants" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE INDEX "evidence_files_sha256_missing_idx" ON "evidence_files" USING btree ("id") WHERE "evidence_files"."sha256" is null;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_sha256_check" CHECK ("evidence_files"."sha256" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "upload_grants" ADD CONSTRAINT "upload_grants_sha256_check" CHECK ("upload_grants"."sha256" ~ '^[0-9a-f]{64}$');