ALTER TABLE "assessment_cycles" ADD COLUMN "system_owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "security_contact_user_id" uuid;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "affirming_official_user_id" uuid;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "user_count" integer;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "privileged_user_count" integer;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "hardware_list" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "software_list" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "hardware_evidence_id" uuid;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "software_evidence_id" uuid;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "diagram_evidence_id" uuid;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "interconnections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "control_implementations" ADD COLUMN "responsible_role" text;--> statement-breakpoint
ALTER TABLE "control_implementations" ADD COLUMN "not_applicable_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "control_implementations" ADD COLUMN "not_applicable_approved_by_name" text;--> statement-breakpoint
ALTER TABLE "control_implementations" ADD COLUMN "not_applicable_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "control_implementations" ADD CONSTRAINT "control_implementations_not_applicable_approved_by_users_id_fk" FOREIGN KEY ("not_applicable_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "control_implementations_not_applicable_approved_by_idx" ON "control_implementations" USING btree ("not_applicable_approved_by");--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_user_counts_check" CHECK (("assessment_cycles"."user_count" IS NULL OR "assessment_cycles"."user_count" BETWEEN 0 AND 10000000) AND ("assessment_cycles"."privileged_user_count" IS NULL OR "assessment_cycles"."privileged_user_count" BETWEEN 0 AND 10000000) AND ("assessment_cycles"."user_count" IS NULL OR "assessment_cycles"."privileged_user_count" IS NULL OR "assessment_cycles"."privileged_user_count" <= "assessment_cycles"."user_count"));--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_hardware_list_length_check" CHECK (char_length("assessment_cycles"."hardware_list") <= 5000);--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_software_list_length_check" CHECK (char_length("assessment_cycles"."software_list") <= 5000);--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_interconnections_check" CHECK (jsonb_typeof("assessment_cycles"."interconnections") = 'array');--> statement-breakpoint
ALTER TABLE "control_implementations" ADD CONSTRAINT "control_implementations_responsible_role_length_check" CHECK (char_length("control_implementations"."responsible_role") <= 200);--> statement-breakpoint
ALTER TABLE "control_implementations" ADD CONSTRAINT "control_implementations_not_applicable_approval_check" CHECK (("control_implementations"."not_applicable_approved_at" IS NULL) = ("control_implementations"."not_applicable_approved_by_name" IS NULL) AND ("control_implementations"."not_applicable_approved_by" IS NULL OR "control_implementations"."not_applicable_approved_at" IS NOT NULL));