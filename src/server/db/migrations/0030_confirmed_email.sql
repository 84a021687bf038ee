ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "made_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_token_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 38 item 7 (D34): every address that existed before this migration was registered or set under the old rules and counts as confirmed.
UPDATE "users" SET "email_confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email")) WHERE "users"."email_confirmed_at" is not null;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'resubmitted', 'diagnostic_run', 'objective_assessed', 'evidence_links_changed', 'scope_update', 'affirmation', 'cycle_start', 'sprs_entry', 'requirement_change', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'profile_update', 'email_change_requested', 'email_confirmation_sent', 'email_change_cancelled', 'email_confirmed', 'account_created', 'password_reset_requested', 'totp_enabled', 'totp_disabled', 'recovery_codes_renewed', 'totp_enrolment_link', 'role_change', 'account_disabled', 'account_enabled', 'organization_created', 'organization_update', 'member_invited', 'invitation_revoked', 'member_joined', 'member_changed', 'member_removed', 'poam_change', 'poam_closeout', 'ssp_entry_update', 'ssp_generated', 'oscal_import'));