-- Hand-edited where drizzle-kit cannot express the change; meta/0002_snapshot.json still matches
-- schema.ts, so `npm run db:check` finds nothing to generate. Hand-written parts: the pg_trgm
-- extension (for the trigram indexes below), the USING cast of overall_score, and the
-- set_updated_at() trigger at the end.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Existing scores are text such as '10.3' (runDiagnostic's toFixed(1)); tolerate spaces and a '%'.
ALTER TABLE "diagnostic_reports" ALTER COLUMN "overall_score" SET DATA TYPE numeric(4, 1) USING round(btrim("overall_score", ' %')::numeric, 1);--> statement-breakpoint
CREATE INDEX "control_implementations_updated_at_idx" ON "control_implementations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "diagnostic_reports_created_at_idx" ON "diagnostic_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "evidence_files_uploaded_at_idx" ON "evidence_files" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_business_name_trgm_idx" ON "users" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'diagnostic_run', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'account_created'));--> statement-breakpoint
ALTER TABLE "control_implementations" ADD CONSTRAINT "control_implementations_status_check" CHECK ("control_implementations"."status" IN ('not_started', 'in_progress', 'completed'));--> statement-breakpoint
ALTER TABLE "control_implementations" ADD CONSTRAINT "control_implementations_auditor_status_check" CHECK ("control_implementations"."auditor_status" IN ('approved', 'rejected', 'needs_clarification'));--> statement-breakpoint
ALTER TABLE "control_implementations" ADD CONSTRAINT "control_implementations_notes_length_check" CHECK (char_length("control_implementations"."notes") <= 10000);--> statement-breakpoint
ALTER TABLE "control_implementations" ADD CONSTRAINT "control_implementations_auditor_notes_length_check" CHECK (char_length("control_implementations"."auditor_notes") <= 10000);--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_overall_score_check" CHECK ("diagnostic_reports"."overall_score" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_total_controls_check" CHECK ("diagnostic_reports"."total_controls" BETWEEN 0 AND 17);--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_completed_controls_check" CHECK ("diagnostic_reports"."completed_controls" BETWEEN 0 AND 17);--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_in_progress_controls_check" CHECK ("diagnostic_reports"."in_progress_controls" BETWEEN 0 AND 17);--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_not_started_controls_check" CHECK ("diagnostic_reports"."not_started_controls" BETWEEN 0 AND 17);--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_counts_sum_check" CHECK ("diagnostic_reports"."completed_controls" + "diagnostic_reports"."in_progress_controls" + "diagnostic_reports"."not_started_controls" = "diagnostic_reports"."total_controls");--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_estimated_time_check" CHECK ("diagnostic_reports"."estimated_time_to_completion" IS NULL OR "diagnostic_reports"."estimated_time_to_completion" >= 0);--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_readiness_level_check" CHECK ("diagnostic_reports"."readiness_level" IN ('audit_ready', 'partially_ready', 'not_ready'));--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_file_size_check" CHECK ("evidence_files"."file_size" > 0 AND "evidence_files"."file_size" <= 1073741824);--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_file_name_length_check" CHECK (char_length("evidence_files"."file_name") <= 255);--> statement-breakpoint
ALTER TABLE "sign_in_throttle" ADD CONSTRAINT "sign_in_throttle_failures_check" CHECK ("sign_in_throttle"."failures" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('client', 'auditor', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_length_check" CHECK (char_length("users"."username") <= 64);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_length_check" CHECK (char_length("users"."email") <= 254);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_name_length_check" CHECK (char_length("users"."business_name") <= 200);--> statement-breakpoint
-- One mechanism keeps updated_at: the database's clock, whatever the UPDATE itself sets.
CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_set_updated_at" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER "control_implementations_set_updated_at" BEFORE UPDATE ON "control_implementations" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
