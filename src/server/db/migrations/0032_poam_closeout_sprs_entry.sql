-- Issue 39 item 4 (D35): the POA&M closeout records the date its results were entered in SPRS
-- (32 CFR 170.16(a)(1)(ii)(B)); like poam_closed_out_at it is written after the affirmation, so the
-- frozen-cycle trigger lets it change (the function below is 0019's with this one column added).
ALTER TABLE "assessment_cycles" ADD COLUMN "poam_closeout_sprs_entered_at" date;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refuse_frozen_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.affirmed_at IS NOT NULL AND
     (to_jsonb(NEW) - ARRAY['cmmc_uid', 'sprs_submitted_at', 'sprs_recorded_at', 'next_due_at', 'poam_closed_out_at', 'poam_closeout_sprs_entered_at', 'later_affirmations', 'updated_at'])
       IS DISTINCT FROM
     (to_jsonb(OLD) - ARRAY['cmmc_uid', 'sprs_submitted_at', 'sprs_recorded_at', 'next_due_at', 'poam_closed_out_at', 'poam_closeout_sprs_entered_at', 'later_affirmations', 'updated_at']) THEN
    RAISE EXCEPTION 'assessment cycle % is affirmed and frozen', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
