-- Issue 40 item 5 (D36): an owner approves revisions of the system security plan; only approved
-- revisions count toward NIST SP 800-171A 3.12.4[h], and a download is never a revision.
-- The rows of ssp_revisions were downloads, not approvals: none becomes an approved revision. The
-- table goes; each of those downloads stays in the activity log (who, when, format, level, cycle),
-- whose entries are reworded below so that no text calls a download a revision.
CREATE TABLE "ssp_approved_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"version" text NOT NULL,
	"summary" text NOT NULL,
	"cycle_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"approved_by_user_id" uuid,
	"approved_by_name" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ssp_approved_revisions_number_check" CHECK ("ssp_approved_revisions"."number" >= 1),
	CONSTRAINT "ssp_approved_revisions_version_check" CHECK (char_length("ssp_approved_revisions"."version") BETWEEN 1 AND 40),
	CONSTRAINT "ssp_approved_revisions_summary_check" CHECK (char_length("ssp_approved_revisions"."summary") BETWEEN 1 AND 2000),
	CONSTRAINT "ssp_approved_revisions_level_check" CHECK ("ssp_approved_revisions"."level" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "ssp_revisions" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "ssp_revisions" CASCADE;--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "ssp_approved_revisions" ADD CONSTRAINT "ssp_approved_revisions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssp_approved_revisions" ADD CONSTRAINT "ssp_approved_revisions_cycle_id_assessment_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."assessment_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssp_approved_revisions" ADD CONSTRAINT "ssp_approved_revisions_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ssp_approved_revisions_organization_number_key" ON "ssp_approved_revisions" USING btree ("organization_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "ssp_approved_revisions_organization_version_key" ON "ssp_approved_revisions" USING btree ("organization_id",lower("version"));--> statement-breakpoint
CREATE INDEX "ssp_approved_revisions_cycle_id_idx" ON "ssp_approved_revisions" USING btree ("cycle_id");--> statement-breakpoint
CREATE INDEX "ssp_approved_revisions_approved_by_user_id_idx" ON "ssp_approved_revisions" USING btree ("approved_by_user_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'resubmitted', 'diagnostic_run', 'objective_assessed', 'evidence_links_changed', 'scope_update', 'affirmation', 'cycle_start', 'sprs_entry', 'requirement_change', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'profile_update', 'email_change_requested', 'email_confirmation_sent', 'email_change_cancelled', 'email_confirmed', 'account_created', 'password_reset_requested', 'totp_enabled', 'totp_disabled', 'recovery_codes_renewed', 'totp_enrolment_link', 'role_change', 'account_disabled', 'account_enabled', 'organization_created', 'organization_update', 'member_invited', 'invitation_revoked', 'member_joined', 'member_changed', 'member_removed', 'poam_change', 'poam_closeout', 'ssp_entry_update', 'ssp_generated', 'ssp_revision_approved', 'oscal_import'));
--> statement-breakpoint
UPDATE "activity_log"
SET "description" = regexp_replace("description", '^Generated the system security plan, revision [0-9]+ \(', 'Downloaded the system security plan ('),
    "metadata" = "metadata" - 'revision'
WHERE "action" = 'ssp_generated';--> statement-breakpoint
-- An approved revision changes what the reads of the read model show (3.12.4[h] in the score, the
-- POA&M's standing): it raises its organization's read version at commit, as migration 0021's
-- triggers do for the other rows.
CREATE CONSTRAINT TRIGGER "ssp_approved_revisions_read_version" AFTER INSERT OR UPDATE OR DELETE ON "ssp_approved_revisions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_version_of_row();
