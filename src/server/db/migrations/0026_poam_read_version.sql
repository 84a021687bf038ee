-- The SPRS score and the POA&M join the read model (issue 28): a POA&M item's change raises its
-- organization's read version at commit, as migration 0021's triggers do for the other rows.
CREATE CONSTRAINT TRIGGER "poam_items_read_version" AFTER INSERT OR UPDATE OR DELETE ON "poam_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_version_of_row();
