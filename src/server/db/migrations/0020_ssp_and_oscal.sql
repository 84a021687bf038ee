CREATE TABLE "ssp_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"cycle_id" uuid NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"format" text NOT NULL,
	"generated_by_user_id" uuid,
	"generated_by_name" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ssp_revisions_format_check" CHECK ("ssp_revisions"."format" IN ('docx', 'pdf')),
	CONSTRAINT "ssp_revisions_level_check" CHECK ("ssp_revisions"."level" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "assessment_cycles" DROP CONSTRAINT "assessment_cycles_systems_length_check";--> statement-breakpoint
ALTER TABLE "assessment_cycles" ALTER COLUMN "systems" DROP DEFAULT;--> statement-breakpoint
-- D32: the scope's systems become a list of named systems. The text each cycle held becomes one
-- system of kind "other", named by its first line (80 characters at most) and described by the
-- whole text, with the id md5(cycle id || ':systems') that the server also gives the systems of
-- snapshots frozen before this migration (src/server/cycles/queries.ts legacySystemId). A table
-- rewrite fires no row trigger, so affirmed cycles convert like open ones.
CREATE FUNCTION pg_temp.trimmed(text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT regexp_replace($1, '^\s+|\s+$', '', 'g') $$;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ALTER COLUMN "systems" SET DATA TYPE jsonb USING (
  CASE WHEN pg_temp.trimmed("systems") = '' THEN '[]'::jsonb
  ELSE jsonb_build_array(jsonb_build_object(
    'id', md5("id"::text || ':systems')::uuid,
    'name', CASE
      WHEN char_length(pg_temp.trimmed(split_part(pg_temp.trimmed("systems"), E'\n', 1))) <= 80
        THEN pg_temp.trimmed(split_part(pg_temp.trimmed("systems"), E'\n', 1))
      ELSE pg_temp.trimmed(left(pg_temp.trimmed(split_part(pg_temp.trimmed("systems"), E'\n', 1)), 79)) || '…'
    END,
    'kind', 'other',
    'description', pg_temp.trimmed("systems"),
    'fedrampStatus', NULL))
  END);--> statement-breakpoint
ALTER TABLE "assessment_cycles" ALTER COLUMN "systems" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "system_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "system_purpose" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "boundary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "environment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "connections" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "enduring_exceptions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "ssp_review_months" integer;--> statement-breakpoint
ALTER TABLE "control_implementations" ADD COLUMN "implementation_statement" text;--> statement-breakpoint
ALTER TABLE "control_implementations" ADD COLUMN "responsible_user_id" uuid;--> statement-breakpoint
ALTER TABLE "control_implementations" ADD COLUMN "system_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ssp_revisions" ADD CONSTRAINT "ssp_revisions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssp_revisions" ADD CONSTRAINT "ssp_revisions_cycle_id_assessment_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."assessment_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssp_revisions" ADD CONSTRAINT "ssp_revisions_generated_by_user_id_users_id_fk" FOREIGN KEY ("generated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ssp_revisions_organization_number_key" ON "ssp_revisions" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "ssp_revisions_cycle_id_idx" ON "ssp_revisions" USING btree ("cycle_id");--> statement-breakpoint
CREATE INDEX "ssp_revisions_generated_by_user_id_idx" ON "ssp_revisions" USING btree ("generated_by_user_id");--> statement-breakpoint
ALTER TABLE "control_implementations" ADD CONSTRAINT "control_implementations_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "control_implementations_responsible_user_id_idx" ON "control_implementations" USING btree ("responsible_user_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'resubmitted', 'diagnostic_run', 'objective_assessed', 'evidence_links_changed', 'scope_update', 'affirmation', 'cycle_start', 'sprs_entry', 'requirement_change', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'profile_update', 'account_created', 'password_reset_requested', 'totp_enabled', 'totp_disabled', 'recovery_codes_renewed', 'totp_enrolment_link', 'role_change', 'account_disabled', 'account_enabled', 'organization_created', 'organization_update', 'member_invited', 'invitation_revoked', 'member_joined', 'member_changed', 'member_removed', 'poam_change', 'poam_closeout', 'ssp_entry_update', 'ssp_generated', 'oscal_import'));--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_system_name_length_check" CHECK (char_length("assessment_cycles"."system_name") <= 5000);--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_system_purpose_length_check" CHECK (char_length("assessment_cycles"."system_purpose") <= 5000);--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_boundary_length_check" CHECK (char_length("assessment_cycles"."boundary") <= 5000);--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_environment_length_check" CHECK (char_length("assessment_cycles"."environment") <= 5000);--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_connections_length_check" CHECK (char_length("assessment_cycles"."connections") <= 5000);--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_enduring_exceptions_length_check" CHECK (char_length("assessment_cycles"."enduring_exceptions") <= 5000);--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_systems_check" CHECK (jsonb_typeof("assessment_cycles"."systems") = 'array');--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_ssp_review_months_check" CHECK ("assessment_cycles"."ssp_review_months" IS NULL OR "assessment_cycles"."ssp_review_months" BETWEEN 1 AND 36);--> statement-breakpoint
ALTER TABLE "control_implementations" ADD CONSTRAINT "control_implementations_implementation_statement_length_check" CHECK (char_length("control_implementations"."implementation_statement") <= 10000);