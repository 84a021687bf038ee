-- Hand-written first: the triggers and functions of migration 0011 that kept row_counts. The totals
-- they gave are now the sums of list_days (migration 0023).
DROP TRIGGER IF EXISTS "activity_log_rows_added" ON "activity_log";--> statement-breakpoint
DROP TRIGGER IF EXISTS "activity_log_rows_removed" ON "activity_log";--> statement-breakpoint
DROP TRIGGER IF EXISTS "activity_log_emptied" ON "activity_log";--> statement-breakpoint
DROP TRIGGER IF EXISTS "control_implementations_rows_added" ON "control_implementations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "control_implementations_rows_removed" ON "control_implementations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "control_implementations_emptied" ON "control_implementations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "evidence_files_rows_added" ON "evidence_files";--> statement-breakpoint
DROP TRIGGER IF EXISTS "evidence_files_rows_removed" ON "evidence_files";--> statement-breakpoint
DROP TRIGGER IF EXISTS "evidence_files_emptied" ON "evidence_files";--> statement-breakpoint
DROP FUNCTION IF EXISTS row_counts_added();--> statement-breakpoint
DROP FUNCTION IF EXISTS row_counts_removed();--> statement-breakpoint
DROP FUNCTION IF EXISTS row_counts_emptied();--> statement-breakpoint
DROP TABLE "row_counts" CASCADE;
