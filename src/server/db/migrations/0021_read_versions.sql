CREATE TABLE "organization_read_versions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_read_versions" ADD CONSTRAINT "organization_read_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 28: raise an organization's read version at the commit of each transaction that changed
-- what its reads show. The triggers below are deferred: the version row is locked only while the
-- transaction commits, after every lock its own statements took, so it cannot close a cycle of
-- waits with them. Deferred events fire in the order of their rows, and a bulk statement's rows
-- come organization by organization: the last organization raised (a setting local to the
-- transaction) is skipped, so a statement of a thousand rows of one organization raises it once.
-- Raising one twice in a transaction is harmless. An organization deleted in the same
-- transaction (a cascade) is skipped.
CREATE FUNCTION bump_read_version(organization uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF organization IS NULL
     OR current_setting('cmmc.read_version_last', true) = organization::text THEN
    RETURN;
  END IF;
  PERFORM set_config('cmmc.read_version_last', organization::text, true);
  INSERT INTO organization_read_versions AS kept (organization_id, version)
  SELECT id, 1 FROM organizations WHERE id = organization
  ON CONFLICT (organization_id) DO UPDATE SET version = kept.version + 1;
END $$;--> statement-breakpoint
-- Rows that carry their organization_id.
CREATE FUNCTION read_version_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM bump_read_version(NEW.organization_id); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM bump_read_version(OLD.organization_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The organization itself: its target level decides what the reads show.
CREATE FUNCTION read_version_of_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_read_version(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A review belongs to an implementation (one deleted with it raised the version itself).
CREATE FUNCTION read_version_of_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_read_version((SELECT organization_id FROM control_implementations WHERE id = NEW.implementation_id));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_read_version((SELECT organization_id FROM control_implementations WHERE id = OLD.implementation_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An evidence link belongs to a file (one deleted with it raised the version itself).
CREATE FUNCTION read_version_of_evidence_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_read_version((SELECT organization_id FROM evidence_files WHERE id = NEW.evidence_id));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_read_version((SELECT organization_id FROM evidence_files WHERE id = OLD.evidence_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The implementations list names each reviewer: a new name or username changes it.
CREATE FUNCTION read_version_of_reviewer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reviewed uuid;
BEGIN
  FOR reviewed IN
    SELECT DISTINCT i.organization_id FROM reviews r JOIN control_implementations i ON i.id = r.implementation_id
    WHERE r.reviewer_user_id = NEW.id OR r.impersonated_user_id = NEW.id ORDER BY 1
  LOOP
    PERFORM bump_read_version(reviewed);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "objective_findings_read_version" AFTER INSERT OR UPDATE OR DELETE ON "objective_findings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_version_of_row();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "control_implementations_read_version" AFTER INSERT OR UPDATE OR DELETE ON "control_implementations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_version_of_row();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "evidence_files_read_version" AFTER INSERT OR UPDATE OR DELETE ON "evidence_files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_version_of_row();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "assessment_cycles_read_version" AFTER INSERT OR UPDATE OR DELETE ON "assessment_cycles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_version_of_row();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "organizations_read_version" AFTER UPDATE ON "organizations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_version_of_organization();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_read_version" AFTER INSERT OR UPDATE OR DELETE ON "reviews" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_version_of_review();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "evidence_control_links_read_version" AFTER INSERT OR UPDATE OR DELETE ON "evidence_control_links" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_version_of_evidence_link();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "evidence_objective_links_read_version" AFTER INSERT OR UPDATE OR DELETE ON "evidence_objective_links" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_version_of_evidence_link();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_read_version" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name OR NEW.username IS DISTINCT FROM OLD.username)
  EXECUTE FUNCTION read_version_of_reviewer();
