-- Every organization has its first assessment cycle from the moment it is founded (issue 28):
-- foundOrganization opens it in the founding transaction, and this gives one to each organization
-- that has none yet, as latestCycle would on its first read (cycle 1, at the level it aims for,
-- started when it registered). No read then writes, so the first answer's ETag holds.
INSERT INTO "assessment_cycles" ("organization_id", "number", "level", "started_at")
SELECT "id", 1, "target_level", "created_at" FROM "organizations" AS "o"
WHERE NOT EXISTS (SELECT 1 FROM "assessment_cycles" AS "c" WHERE "c"."organization_id" = "o"."id");
--> statement-breakpoint
-- The cycles' read-version triggers are deferred to the commit; the migrations run in one
-- transaction, and a later one that alters assessment_cycles (0028's index) would be refused while
-- their events are pending. Fired now.
SET CONSTRAINTS ALL IMMEDIATE;
