-- Issue 39 (D35): the plan lists its enduring exceptions per requirement (the old text stays in
-- enduring_exceptions as a note the owner splits), may name an SSP kept outside the tool, and a
-- temporary deficiency names its POA&M item, when it arose, and that the requirement was implemented before.
ALTER TABLE "assessment_cycles" ADD COLUMN "enduring_exception_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD COLUMN "external_ssp" jsonb;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD COLUMN "poam_item_id" uuid;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD COLUMN "deficiency_arisen_on" date;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD COLUMN "implemented_before" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "objective_findings" ADD CONSTRAINT "objective_findings_poam_item_id_poam_items_id_fk" FOREIGN KEY ("poam_item_id") REFERENCES "public"."poam_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_enduring_exception_list_check" CHECK (jsonb_typeof("assessment_cycles"."enduring_exception_list") = 'array');