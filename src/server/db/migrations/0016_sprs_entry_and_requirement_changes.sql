CREATE TABLE "requirement_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"requirement_id" text NOT NULL,
	"note" text NOT NULL,
	"reported_by" uuid,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_changes_note_length_check" CHECK (char_length("requirement_changes"."note") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "cmmc_uid" text;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "sprs_submitted_at" date;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "sprs_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requirement_changes" ADD CONSTRAINT "requirement_changes_cycle_id_assessment_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."assessment_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_changes" ADD CONSTRAINT "requirement_changes_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requirement_changes_cycle_idx" ON "requirement_changes" USING btree ("cycle_id","reported_at");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'resubmitted', 'diagnostic_run', 'objective_assessed', 'evidence_links_changed', 'scope_update', 'affirmation', 'cycle_start', 'sprs_entry', 'requirement_change', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'profile_update', 'account_created', 'password_reset_requested', 'totp_enabled', 'totp_disabled', 'recovery_codes_renewed', 'totp_enrolment_link', 'role_change', 'account_disabled', 'account_enabled'));--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_sprs_entry_check" CHECK (("assessment_cycles"."cmmc_uid" IS NULL) = ("assessment_cycles"."sprs_submitted_at" IS NULL) AND ("assessment_cycles"."cmmc_uid" IS NULL OR "assessment_cycles"."affirmed_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_cmmc_uid_length_check" CHECK (char_length("assessment_cycles"."cmmc_uid") <= 40);--> statement-breakpoint
-- D28: an affirmed cycle stays frozen, except for what SPRS gives back afterwards (the CMMC unique
-- identifier and the submission date, which is the CMMC status date of 32 CFR 170.4) and the next
-- affirmation's due date that follows from it. Any other change is still refused, whatever the route.
CREATE OR REPLACE FUNCTION refuse_frozen_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.affirmed_at IS NOT NULL AND
     (to_jsonb(NEW) - ARRAY['cmmc_uid', 'sprs_submitted_at', 'sprs_recorded_at', 'next_due_at', 'updated_at'])
       IS DISTINCT FROM
     (to_jsonb(OLD) - ARRAY['cmmc_uid', 'sprs_submitted_at', 'sprs_recorded_at', 'next_due_at', 'updated_at']) THEN
    RAISE EXCEPTION 'assessment cycle % is affirmed and frozen', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
