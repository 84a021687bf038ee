CREATE TABLE "poam_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	"weakness" text NOT NULL,
	"planned_completion" date NOT NULL,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responsible_user_id" uuid,
	"closed_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poam_items_weakness_length_check" CHECK (char_length("poam_items"."weakness") <= 10000)
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "diagnostic_reports" DROP CONSTRAINT "diagnostic_reports_total_controls_check";--> statement-breakpoint
ALTER TABLE "diagnostic_reports" DROP CONSTRAINT "diagnostic_reports_completed_controls_check";--> statement-breakpoint
ALTER TABLE "diagnostic_reports" DROP CONSTRAINT "diagnostic_reports_in_progress_controls_check";--> statement-breakpoint
ALTER TABLE "diagnostic_reports" DROP CONSTRAINT "diagnostic_reports_not_started_controls_check";--> statement-breakpoint
ALTER TABLE "controls" ALTER COLUMN "identifier_2024" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "controls" ALTER COLUMN "far_reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "poam_closed_out_at" date;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "later_affirmations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD COLUMN "partial" text;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD COLUMN "basis" text;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD COLUMN "basis_description" text;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD COLUMN "capability_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "target_level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "poam_items" ADD CONSTRAINT "poam_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poam_items" ADD CONSTRAINT "poam_items_cycle_id_assessment_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."assessment_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poam_items" ADD CONSTRAINT "poam_items_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poam_items" ADD CONSTRAINT "poam_items_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "poam_items_cycle_control_key" ON "poam_items" USING btree ("cycle_id","control_id");--> statement-breakpoint
CREATE INDEX "poam_items_organization_idx" ON "poam_items" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'resubmitted', 'diagnostic_run', 'objective_assessed', 'evidence_links_changed', 'scope_update', 'affirmation', 'cycle_start', 'sprs_entry', 'requirement_change', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'profile_update', 'account_created', 'password_reset_requested', 'totp_enabled', 'totp_disabled', 'recovery_codes_renewed', 'totp_enrolment_link', 'role_change', 'account_disabled', 'account_enabled', 'organization_created', 'organization_update', 'member_invited', 'invitation_revoked', 'member_joined', 'member_changed', 'member_removed', 'poam_change', 'poam_closeout'));--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_level_check" CHECK ("assessment_cycles"."level" IN (1, 2));--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_level_check" CHECK ("controls"."level" IN (1, 2));--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_total_controls_check" CHECK ("diagnostic_reports"."total_controls" BETWEEN 0 AND 110);--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_completed_controls_check" CHECK ("diagnostic_reports"."completed_controls" BETWEEN 0 AND 110);--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_in_progress_controls_check" CHECK ("diagnostic_reports"."in_progress_controls" BETWEEN 0 AND 110);--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_not_started_controls_check" CHECK ("diagnostic_reports"."not_started_controls" BETWEEN 0 AND 110);--> statement-breakpoint
ALTER TABLE "objective_findings" ADD CONSTRAINT "objective_findings_partial_check" CHECK ("objective_findings"."partial" IN ('remote_and_privileged_only', 'not_fips_validated'));--> statement-breakpoint
ALTER TABLE "objective_findings" ADD CONSTRAINT "objective_findings_basis_check" CHECK ("objective_findings"."basis" IN ('enduring_exception', 'temporary_deficiency'));--> statement-breakpoint
ALTER TABLE "objective_findings" ADD CONSTRAINT "objective_findings_not_met_only_check" CHECK (("objective_findings"."partial" IS NULL AND "objective_findings"."basis" IS NULL) OR "objective_findings"."finding" = 'not_met');--> statement-breakpoint
ALTER TABLE "objective_findings" ADD CONSTRAINT "objective_findings_basis_description_check" CHECK ("objective_findings"."basis" IS NULL OR char_length(btrim("objective_findings"."basis_description")) > 0);--> statement-breakpoint
ALTER TABLE "objective_findings" ADD CONSTRAINT "objective_findings_basis_description_length_check" CHECK (char_length("objective_findings"."basis_description") <= 10000);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_target_level_check" CHECK ("organizations"."target_level" IN (1, 2));--> statement-breakpoint
CREATE TRIGGER "poam_items_set_updated_at" BEFORE UPDATE ON "poam_items" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
-- D31: an affirmed Level 2 cycle also takes the date of its POA&M closeout (32 CFR 170.21(b)) and its later affirmations (170.22),
-- which keeps the Conditional status date (170.4). Any other change is still refused.
CREATE OR REPLACE FUNCTION refuse_frozen_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.affirmed_at IS NOT NULL AND
     (to_jsonb(NEW) - ARRAY['cmmc_uid', 'sprs_submitted_at', 'sprs_recorded_at', 'next_due_at', 'poam_closed_out_at', 'later_affirmations', 'updated_at'])
       IS DISTINCT FROM
     (to_jsonb(OLD) - ARRAY['cmmc_uid', 'sprs_submitted_at', 'sprs_recorded_at', 'next_due_at', 'poam_closed_out_at', 'later_affirmations', 'updated_at']) THEN
    RAISE EXCEPTION 'assessment cycle % is affirmed and frozen', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
