ALTER TABLE "evidence_files" ADD COLUMN "kept_for_cycle" integer;--> statement-breakpoint
-- Hand-written below (meta/0013_snapshot.json still matches schema.ts): files listed in the
-- snapshot of an affirmation made before this column existed are kept for the latest such cycle.
UPDATE "evidence_files" AS f SET "kept_for_cycle" = k.number
FROM (
  SELECT (e.value->>'id')::uuid AS id, max(c.number) AS number
  FROM "assessment_cycles" AS c, jsonb_array_elements(c.snapshot->'evidence') AS e
  WHERE c.affirmed_at IS NOT NULL AND c.snapshot IS NOT NULL
  GROUP BY 1
) AS k
WHERE k.id = f.id;
