-- Issue 39 (D35): the number of employees SPRS asks with a Level 2 result, stated in the scope; null
-- until stated.
ALTER TABLE "assessment_cycles" ADD COLUMN "employee_count" integer;--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_employee_count_check" CHECK ("assessment_cycles"."employee_count" IS NULL OR "assessment_cycles"."employee_count" BETWEEN 1 AND 10000000);
