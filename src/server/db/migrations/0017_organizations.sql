-- D27: a business is an organization with members, not a login. Every account that holds a
-- business's data (every client, and any account whose role was changed after it had data) becomes
-- the owner, allowed to affirm, of an organization made from its business fields, whose id is the
-- account's id: every row, link and id made before keeps pointing at the same business.
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"business_number" text,
	"industry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_business_name_length_check" CHECK (char_length("organizations"."business_name") <= 200)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"can_affirm" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id"),
	CONSTRAINT "memberships_role_check" CHECK ("memberships"."role" IN ('owner', 'editor', 'viewer')),
	CONSTRAINT "memberships_viewer_cannot_affirm_check" CHECK ("memberships"."role" <> 'viewer' OR NOT "memberships"."can_affirm")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_user_id_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organizations_business_name_trgm_idx" ON "organizations" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_created_at_idx" ON "organizations" USING btree ("created_at","id");--> statement-breakpoint
INSERT INTO "organizations" ("id", "business_name", "business_number", "industry", "created_at", "updated_at")
  SELECT u."id", u."business_name", u."business_number", u."industry", u."created_at", u."updated_at"
  FROM "users" u
  WHERE u."role" = 'client'
    OR EXISTS (SELECT 1 FROM "control_implementations" t WHERE t."user_id" = u."id")
    OR EXISTS (SELECT 1 FROM "evidence_files" t WHERE t."user_id" = u."id")
    OR EXISTS (SELECT 1 FROM "diagnostic_reports" t WHERE t."user_id" = u."id")
    OR EXISTS (SELECT 1 FROM "upload_grants" t WHERE t."user_id" = u."id")
    OR EXISTS (SELECT 1 FROM "objective_findings" t WHERE t."user_id" = u."id")
    OR EXISTS (SELECT 1 FROM "assessment_cycles" t WHERE t."user_id" = u."id");--> statement-breakpoint
INSERT INTO "memberships" ("organization_id", "user_id", "role", "can_affirm", "created_at")
  SELECT o."id", o."id", 'owner', true, o."created_at" FROM "organizations" o;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_organization_id" uuid;--> statement-breakpoint
UPDATE "users" SET "current_organization_id" = "id" WHERE "id" IN (SELECT "id" FROM "organizations");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_organization_id_organizations_id_fk" FOREIGN KEY ("current_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_cycles" DROP CONSTRAINT "assessment_cycles_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "control_implementations" DROP CONSTRAINT "control_implementations_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "diagnostic_reports" DROP CONSTRAINT "diagnostic_reports_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "evidence_files" DROP CONSTRAINT "evidence_files_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "objective_findings" DROP CONSTRAINT "objective_findings_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "upload_grants" DROP CONSTRAINT "upload_grants_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "assessment_cycles" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "control_implementations" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "diagnostic_reports" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "evidence_files" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "objective_findings" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "upload_grants" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_implementations" ADD CONSTRAINT "control_implementations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD CONSTRAINT "diagnostic_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD CONSTRAINT "objective_findings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_grants" ADD CONSTRAINT "upload_grants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The indexes follow their renamed columns by themselves; their names follow here.
ALTER INDEX "evidence_files_user_id_idx" RENAME TO "evidence_files_organization_id_idx";--> statement-breakpoint
ALTER INDEX "upload_grants_user_id_idx" RENAME TO "upload_grants_organization_id_idx";--> statement-breakpoint
ALTER INDEX "assessment_cycles_user_number_key" RENAME TO "assessment_cycles_organization_number_key";--> statement-breakpoint
ALTER INDEX "control_implementations_user_control_key" RENAME TO "control_implementations_organization_control_key";--> statement-breakpoint
ALTER INDEX "diagnostic_reports_user_id_created_at_idx" RENAME TO "diagnostic_reports_organization_id_created_at_idx";--> statement-breakpoint
ALTER INDEX "objective_findings_user_objective_key" RENAME TO "objective_findings_organization_objective_key";--> statement-breakpoint
DROP INDEX "users_business_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_business_name_length_check";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "business_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "business_number";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "industry";
--> statement-breakpoint
-- The session cache (migration 0010) keeps each session with its organization: a change to an
-- organization's fields tells every process to forget the sessions of the accounts working in it.
CREATE OR REPLACE FUNCTION notify_session_cache_of_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cmmc_session_cache', 'user:' || u.id::text) FROM users u WHERE u.current_organization_id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_notify_session_cache" AFTER UPDATE ON "organizations" FOR EACH ROW EXECUTE FUNCTION notify_session_cache_of_organization();
--> statement-breakpoint
CREATE TRIGGER "organizations_set_updated_at" BEFORE UPDATE ON "organizations" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
