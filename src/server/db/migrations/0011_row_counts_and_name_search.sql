CREATE TABLE "row_counts" (
	"table_name" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "row_counts_table_name_idx" ON "row_counts" USING btree ("table_name");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
-- Hand-written below (meta/0011_snapshot.json still matches schema.ts): the triggers that keep
-- row_counts exact. Statement-level, so a bulk insert of a million rows appends one delta; they
-- fire for whoever writes (the app, a CLI, a cascade from a deleted account, SQL typed by hand).
CREATE FUNCTION row_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (table_name, delta) SELECT TG_TABLE_NAME, count(*) FROM added HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION row_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (table_name, delta) SELECT TG_TABLE_NAME, -count(*) FROM removed HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION row_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activity_log_rows_added" AFTER INSERT ON "activity_log" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION row_counts_added();--> statement-breakpoint
CREATE TRIGGER "activity_log_rows_removed" AFTER DELETE ON "activity_log" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_removed();--> statement-breakpoint
CREATE TRIGGER "activity_log_emptied" AFTER TRUNCATE ON "activity_log" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_emptied();--> statement-breakpoint
CREATE TRIGGER "control_implementations_rows_added" AFTER INSERT ON "control_implementations" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION row_counts_added();--> statement-breakpoint
CREATE TRIGGER "control_implementations_rows_removed" AFTER DELETE ON "control_implementations" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_removed();--> statement-breakpoint
CREATE TRIGGER "control_implementations_emptied" AFTER TRUNCATE ON "control_implementations" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_emptied();--> statement-breakpoint
CREATE TRIGGER "evidence_files_rows_added" AFTER INSERT ON "evidence_files" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION row_counts_added();--> statement-breakpoint
CREATE TRIGGER "evidence_files_rows_removed" AFTER DELETE ON "evidence_files" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION row_counts_removed();--> statement-breakpoint
CREATE TRIGGER "evidence_files_emptied" AFTER TRUNCATE ON "evidence_files" FOR EACH STATEMENT EXECUTE FUNCTION row_counts_emptied();--> statement-breakpoint
-- The rows already there: counted after the triggers exist, whose creation locks out writers
-- until this migration commits, so nothing is counted twice or missed.
INSERT INTO row_counts (table_name, delta)
  SELECT 'activity_log', count(*) FROM activity_log
  UNION ALL SELECT 'control_implementations', count(*) FROM control_implementations
  UNION ALL SELECT 'evidence_files', count(*) FROM evidence_files;
