CREATE TABLE "totp_enrolment_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "totp_enrolment_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "totp_enrolment_tokens" ADD CONSTRAINT "totp_enrolment_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "totp_enrolment_tokens_user_id_idx" ON "totp_enrolment_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'resubmitted', 'diagnostic_run', 'objective_assessed', 'evidence_links_changed', 'scope_update', 'affirmation', 'cycle_start', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'profile_update', 'account_created', 'password_reset_requested', 'totp_enabled', 'totp_disabled', 'recovery_codes_renewed', 'totp_enrolment_link', 'role_change', 'account_disabled', 'account_enabled'));