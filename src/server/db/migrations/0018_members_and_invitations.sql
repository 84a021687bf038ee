-- D27, issue 25: members with roles, invitations, and an organization's own activity feed.
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"can_affirm" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" IN ('owner', 'editor', 'viewer')),
	CONSTRAINT "invitations_email_length_check" CHECK (char_length("invitations"."email") <= 254),
	CONSTRAINT "invitations_viewer_cannot_affirm_check" CHECK ("invitations"."role" <> 'viewer' OR NOT "invitations"."can_affirm")
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_organization_id_created_at_idx" ON "invitations" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_organization_id_created_at_idx" ON "activity_log" USING btree ("organization_id","created_at","id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'resubmitted', 'diagnostic_run', 'objective_assessed', 'evidence_links_changed', 'scope_update', 'affirmation', 'cycle_start', 'sprs_entry', 'requirement_change', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'profile_update', 'account_created', 'password_reset_requested', 'totp_enabled', 'totp_disabled', 'recovery_codes_renewed', 'totp_enrolment_link', 'role_change', 'account_disabled', 'account_enabled', 'organization_created', 'organization_update', 'member_invited', 'invitation_revoked', 'member_joined', 'member_changed', 'member_removed'));--> statement-breakpoint
-- D27: an organization's entries are its members' to read. Every entry of an account that became
-- an organization (migration 0017 gave it the account's id) belongs to that organization; its
-- user_id stays the account, now read as the member who acted.
UPDATE "activity_log" SET "organization_id" = "user_id"
  WHERE "user_id" IN (SELECT "id" FROM "organizations");--> statement-breakpoint
-- The session cache (migration 0010) keeps each session with its membership: joining, leaving or
-- a change of role tells every process to forget that account's sessions, so that a removed
-- member loses access at once (D27).
CREATE OR REPLACE FUNCTION notify_session_cache_of_membership() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('cmmc_session_cache', 'user:' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('cmmc_session_cache', 'user:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "memberships_notify_session_cache" AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION notify_session_cache_of_membership();--> statement-breakpoint
-- An organization's fields are shown in the sessions of every member, not only of the accounts
-- that last chose it.
CREATE OR REPLACE FUNCTION notify_session_cache_of_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cmmc_session_cache', 'user:' || m.user_id::text) FROM memberships m WHERE m.organization_id = OLD.id;
  RETURN NULL;
END $$;
