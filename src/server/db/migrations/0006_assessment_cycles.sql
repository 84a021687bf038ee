CREATE TABLE "assessment_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fci_description" text DEFAULT '' NOT NULL,
	"systems" text DEFAULT '' NOT NULL,
	"people" text DEFAULT '' NOT NULL,
	"facilities" text DEFAULT '' NOT NULL,
	"service_providers" text DEFAULT '' NOT NULL,
	"specialized_assets" text DEFAULT '' NOT NULL,
	"cage_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"holds_cui" boolean,
	"official_name" text,
	"official_title" text,
	"official_email" text,
	"official_phone" text,
	"statement" text,
	"affirmed_at" timestamp with time zone,
	"next_due_at" timestamp with time zone,
	"snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_cycles_affirmed_check" CHECK ("assessment_cycles"."affirmed_at" IS NULL OR ("assessment_cycles"."snapshot" IS NOT NULL AND "assessment_cycles"."next_due_at" IS NOT NULL AND "assessment_cycles"."official_name" IS NOT NULL)),
	CONSTRAINT "assessment_cycles_cage_codes_check" CHECK (array_to_string("assessment_cycles"."cage_codes", ',') ~ '^([A-Z0-9]{5}(,|$))*$'),
	CONSTRAINT "assessment_cycles_fci_description_length_check" CHECK (char_length("assessment_cycles"."fci_description") <= 5000),
	CONSTRAINT "assessment_cycles_systems_length_check" CHECK (char_length("assessment_cycles"."systems") <= 5000),
	CONSTRAINT "assessment_cycles_people_length_check" CHECK (char_length("assessment_cycles"."people") <= 5000),
	CONSTRAINT "assessment_cycles_facilities_length_check" CHECK (char_length("assessment_cycles"."facilities") <= 5000),
	CONSTRAINT "assessment_cycles_service_providers_length_check" CHECK (char_length("assessment_cycles"."service_providers") <= 5000),
	CONSTRAINT "assessment_cycles_specialized_assets_length_check" CHECK (char_length("assessment_cycles"."specialized_assets") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "assessment_cycles" ADD CONSTRAINT "assessment_cycles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_cycles_user_number_key" ON "assessment_cycles" USING btree ("user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_cycles_one_open_key" ON "assessment_cycles" USING btree ("user_id") WHERE "assessment_cycles"."affirmed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "assessment_cycles_next_due_at_idx" ON "assessment_cycles" USING btree ("next_due_at");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'resubmitted', 'diagnostic_run', 'objective_assessed', 'evidence_links_changed', 'scope_update', 'affirmation', 'cycle_start', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'account_created'));--> statement-breakpoint
CREATE TRIGGER "assessment_cycles_set_updated_at" BEFORE UPDATE ON "assessment_cycles" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
-- D23: an affirmed cycle is frozen: the database refuses any change to it, whatever the route.
CREATE OR REPLACE FUNCTION refuse_frozen_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.affirmed_at IS NOT NULL THEN
    RAISE EXCEPTION 'assessment cycle % is affirmed and frozen', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "assessment_cycles_frozen" BEFORE UPDATE ON "assessment_cycles" FOR EACH ROW EXECUTE FUNCTION refuse_frozen_cycle();
