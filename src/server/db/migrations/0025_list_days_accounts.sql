-- The accounts and the organizations join the lists counted by day (migration 0023): the console
-- lists both whole, newest first by created_at, and its overview totals them.
CREATE TRIGGER "users_days_added" AFTER INSERT ON "users" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_days_added('created_at');--> statement-breakpoint
CREATE TRIGGER "users_days_removed" AFTER DELETE ON "users" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION list_days_removed('created_at');--> statement-breakpoint
CREATE TRIGGER "users_days_moved" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_days_moved('created_at');--> statement-breakpoint
CREATE TRIGGER "users_days_emptied" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION list_days_emptied();--> statement-breakpoint
CREATE TRIGGER "organizations_days_added" AFTER INSERT ON "organizations" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_days_added('created_at');--> statement-breakpoint
CREATE TRIGGER "organizations_days_removed" AFTER DELETE ON "organizations" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION list_days_removed('created_at');--> statement-breakpoint
CREATE TRIGGER "organizations_days_moved" AFTER UPDATE ON "organizations" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_days_moved('created_at');--> statement-breakpoint
CREATE TRIGGER "organizations_days_emptied" AFTER TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION list_days_emptied();--> statement-breakpoint
-- The rows already there: counted after the triggers exist, whose creation locks out writers
-- until this migration commits, so nothing is counted twice or missed.
INSERT INTO list_days (table_name, day, entries)
  SELECT 'users', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 2
  UNION ALL SELECT 'organizations', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM organizations GROUP BY 2;
