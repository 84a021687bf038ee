-- The console's affirmation filters (issue 28) group each organization's affirmed cycles by due date,
-- read from this index alone.
CREATE INDEX "assessment_cycles_affirmed_due_idx" ON "assessment_cycles" USING btree ("organization_id","next_due_at") WHERE "assessment_cycles"."affirmed_at" IS NOT NULL;