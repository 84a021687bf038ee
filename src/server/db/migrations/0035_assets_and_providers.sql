CREATE TABLE "service_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"services" text DEFAULT '' NOT NULL,
	"handles_cui" boolean DEFAULT false NOT NULL,
	"fedramp_status" text,
	"fedramp_evidence_id" uuid,
	"crm_evidence_id" uuid,
	"crm_version" text,
	"crm_date" date,
	"contacts" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_providers_kind_check" CHECK ("service_providers"."kind" IN ('csp', 'msp', 'mssp', 'other')),
	CONSTRAINT "service_providers_fedramp_status_check" CHECK ("service_providers"."fedramp_status" IN ('authorized', 'equivalent', 'not_authorized', 'unknown')),
	CONSTRAINT "service_providers_name_check" CHECK (char_length(btrim("service_providers"."name")) BETWEEN 1 AND 200),
	CONSTRAINT "service_providers_services_length_check" CHECK (char_length("service_providers"."services") <= 2000),
	CONSTRAINT "service_providers_contacts_length_check" CHECK (char_length("service_providers"."contacts") <= 2000),
	CONSTRAINT "service_providers_crm_version_length_check" CHECK (char_length("service_providers"."crm_version") <= 100),
	CONSTRAINT "service_providers_crm_check" CHECK (("service_providers"."crm_version" IS NULL) = ("service_providers"."crm_date" IS NULL) AND ("service_providers"."crm_evidence_id" IS NULL OR "service_providers"."crm_version" IS NOT NULL)),
	CONSTRAINT "service_providers_fedramp_evidence_check" CHECK ("service_providers"."fedramp_evidence_id" IS NULL OR "service_providers"."fedramp_status" = 'equivalent')
);
--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_fedramp_evidence_id_evidence_files_id_fk" FOREIGN KEY ("fedramp_evidence_id") REFERENCES "public"."evidence_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_crm_evidence_id_evidence_files_id_fk" FOREIGN KEY ("crm_evidence_id") REFERENCES "public"."evidence_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_organization_name_key" ON "service_providers" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "service_providers_fedramp_evidence_id_idx" ON "service_providers" USING btree ("fedramp_evidence_id");--> statement-breakpoint
CREATE INDEX "service_providers_crm_evidence_id_idx" ON "service_providers" USING btree ("crm_evidence_id");--> statement-breakpoint
CREATE TRIGGER "service_providers_set_updated_at" BEFORE UPDATE ON "service_providers" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
-- D36: a cloud service's FedRAMP standing moves from the scope's system to a provider. For each
-- organization's latest cycle, each cloud service that stated a standing becomes a cloud service
-- provider of the same name with that standing; it stores, processes or transmits CUI when the
-- cycle is at Level 2 or its scope says the business holds CUI (the conservative reading: the
-- provider is then checked against DFARS 252.204-7012(b)(2)(ii)(D)). Cloud services that stated
-- nothing make no provider (nothing to move). The names are unique per scope, case-insensitive.
INSERT INTO "service_providers" ("organization_id", "name", "kind", "handles_cui", "fedramp_status")
SELECT DISTINCT ON (latest."organization_id", lower(btrim(s->>'name')))
  latest."organization_id", left(btrim(s->>'name'), 200), 'csp',
  latest."level" = 2 OR coalesce(latest."holds_cui", false), s->>'fedrampStatus'
FROM (
  SELECT DISTINCT ON ("organization_id") "organization_id", "level", "holds_cui", "systems"
  FROM "assessment_cycles" ORDER BY "organization_id", "number" DESC
) AS latest, jsonb_array_elements(latest."systems") AS s
WHERE s->>'kind' = 'cloud_service' AND s->>'fedrampStatus' IS NOT NULL AND btrim(s->>'name') <> ''
ORDER BY latest."organization_id", lower(btrim(s->>'name'))
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The open cycle's cloud services name that provider as their host, and no longer carry the
-- standing themselves. An affirmed cycle stays as frozen (its trigger refuses any change): the next
-- cycle links its cloud services when it carries the scope over (providers/steps.ts).
UPDATE "assessment_cycles" AS cycle SET "systems" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN s->>'kind' = 'cloud_service' AND s->>'fedrampStatus' IS NOT NULL THEN
      s || jsonb_build_object(
        'hostingProviderId', (
          SELECT provider."id" FROM "service_providers" AS provider
          WHERE provider."organization_id" = cycle."organization_id"
            AND lower(provider."name") = lower(left(btrim(s->>'name'), 200))
        ),
        'fedrampStatus', NULL)
    ELSE s END ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements(cycle."systems") WITH ORDINALITY AS element(s, position)
)
WHERE cycle."affirmed_at" IS NULL
  AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(cycle."systems") AS s
    WHERE s->>'kind' = 'cloud_service' AND s->>'fedrampStatus' IS NOT NULL
  );--> statement-breakpoint
-- The update above leaves deferred read-version triggers pending on assessment_cycles; a later
-- migration in the same transaction cannot ALTER the table while they are (55006). Fire them now.
SET CONSTRAINTS ALL IMMEDIATE;
