CREATE TABLE "evidence_control_links" (
	"evidence_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	CONSTRAINT "evidence_control_links_evidence_id_control_id_pk" PRIMARY KEY("evidence_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "evidence_objective_links" (
	"evidence_id" uuid NOT NULL,
	"objective_id" text NOT NULL,
	"control_id" text NOT NULL,
	CONSTRAINT "evidence_objective_links_evidence_id_objective_id_pk" PRIMARY KEY("evidence_id","objective_id")
);
--> statement-breakpoint
CREATE TABLE "objective_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	"objective_id" text NOT NULL,
	"finding" text,
	"methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"justification" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objective_findings_finding_check" CHECK ("objective_findings"."finding" IN ('met', 'not_met', 'not_applicable')),
	CONSTRAINT "objective_findings_methods_check" CHECK ("objective_findings"."methods" <@ ARRAY['examine', 'interview', 'test']::text[]),
	CONSTRAINT "objective_findings_justification_check" CHECK ("objective_findings"."finding" IS DISTINCT FROM 'not_applicable' OR char_length(btrim("objective_findings"."justification")) > 0),
	CONSTRAINT "objective_findings_note_length_check" CHECK (char_length("objective_findings"."note") <= 10000),
	CONSTRAINT "objective_findings_justification_length_check" CHECK (char_length("objective_findings"."justification") <= 10000)
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD COLUMN "gap_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD COLUMN "recommendation_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD COLUMN "requirements_met" integer;--> statement-breakpoint
ALTER TABLE "diagnostic_reports" ADD COLUMN "requirements_total" integer;--> statement-breakpoint
ALTER TABLE "evidence_control_links" ADD CONSTRAINT "evidence_control_links_evidence_id_evidence_files_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_control_links" ADD CONSTRAINT "evidence_control_links_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_objective_links" ADD CONSTRAINT "evidence_objective_links_evidence_id_evidence_files_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_objective_links" ADD CONSTRAINT "evidence_objective_links_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD CONSTRAINT "objective_findings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD CONSTRAINT "objective_findings_control_id_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_control_links_control_id_idx" ON "evidence_control_links" USING btree ("control_id");--> statement-breakpoint
CREATE INDEX "evidence_objective_links_objective_id_idx" ON "evidence_objective_links" USING btree ("objective_id");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_findings_user_objective_key" ON "objective_findings" USING btree ("user_id","objective_id");--> statement-breakpoint
CREATE INDEX "objective_findings_control_id_idx" ON "objective_findings" USING btree ("control_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'resubmitted', 'diagnostic_run', 'objective_assessed', 'evidence_links_changed', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'account_created'));--> statement-breakpoint
-- Every existing file serves the control it was uploaded for (D22: the links hold all of them).
INSERT INTO "evidence_control_links" ("evidence_id", "control_id") SELECT "id", "control_id" FROM "evidence_files";--> statement-breakpoint
CREATE TRIGGER "objective_findings_set_updated_at" BEFORE UPDATE ON "objective_findings" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
