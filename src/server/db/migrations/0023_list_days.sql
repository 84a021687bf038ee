CREATE TABLE "list_days" (
	"table_name" text NOT NULL,
	"day" date NOT NULL,
	"entries" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_days_table_name_day_idx" ON "list_days" USING btree ("table_name","day");--> statement-breakpoint
-- Hand-written below (meta/0023_snapshot.json still matches schema.ts): the triggers that keep
-- list_days exact, one delta per day a statement touches, for whoever writes (the app, a CLI, a
-- cascade, SQL typed by hand). The trigger's argument names the column a table is listed by. An
-- update counts only where it moves rows to another day.
CREATE FUNCTION list_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO list_days (table_name, day, entries)
    SELECT %L, (%I AT TIME ZONE ''UTC'')::date, count(*) FROM added GROUP BY 2', TG_TABLE_NAME, TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION list_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO list_days (table_name, day, entries)
    SELECT %L, (%I AT TIME ZONE ''UTC'')::date, -count(*) FROM removed GROUP BY 2', TG_TABLE_NAME, TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION list_days_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO list_days (table_name, day, entries)
    SELECT %L, day, sum(entries) FROM (
      SELECT (%I AT TIME ZONE ''UTC'')::date AS day, 1 AS entries FROM added
      UNION ALL SELECT (%I AT TIME ZONE ''UTC'')::date, -1 FROM removed) moved
    GROUP BY day HAVING sum(entries) <> 0', TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION list_days_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_days WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activity_log_days_added" AFTER INSERT ON "activity_log" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_days_added('created_at');--> statement-breakpoint
CREATE TRIGGER "activity_log_days_removed" AFTER DELETE ON "activity_log" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION list_days_removed('created_at');--> statement-breakpoint
CREATE TRIGGER "activity_log_days_moved" AFTER UPDATE ON "activity_log" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_days_moved('created_at');--> statement-breakpoint
CREATE TRIGGER "activity_log_days_emptied" AFTER TRUNCATE ON "activity_log" FOR EACH STATEMENT EXECUTE FUNCTION list_days_emptied();--> statement-breakpoint
CREATE TRIGGER "control_implementations_days_added" AFTER INSERT ON "control_implementations" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_days_added('updated_at');--> statement-breakpoint
CREATE TRIGGER "control_implementations_days_removed" AFTER DELETE ON "control_implementations" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION list_days_removed('updated_at');--> statement-breakpoint
CREATE TRIGGER "control_implementations_days_moved" AFTER UPDATE ON "control_implementations" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_days_moved('updated_at');--> statement-breakpoint
CREATE TRIGGER "control_implementations_days_emptied" AFTER TRUNCATE ON "control_implementations" FOR EACH STATEMENT EXECUTE FUNCTION list_days_emptied();--> statement-breakpoint
CREATE TRIGGER "evidence_files_days_added" AFTER INSERT ON "evidence_files" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_days_added('uploaded_at');--> statement-breakpoint
CREATE TRIGGER "evidence_files_days_removed" AFTER DELETE ON "evidence_files" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION list_days_removed('uploaded_at');--> statement-breakpoint
CREATE TRIGGER "evidence_files_days_moved" AFTER UPDATE ON "evidence_files" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_days_moved('uploaded_at');--> statement-breakpoint
CREATE TRIGGER "evidence_files_days_emptied" AFTER TRUNCATE ON "evidence_files" FOR EACH STATEMENT EXECUTE FUNCTION list_days_emptied();--> statement-breakpoint
-- The rows already there: counted after the triggers exist, whose creation locks out writers
-- until this migration commits, so nothing is counted twice or missed.
INSERT INTO list_days (table_name, day, entries)
  SELECT 'activity_log', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM activity_log GROUP BY 2
  UNION ALL SELECT 'control_implementations', (updated_at AT TIME ZONE 'UTC')::date, count(*)
    FROM control_implementations GROUP BY 2
  UNION ALL SELECT 'evidence_files', (uploaded_at AT TIME ZONE 'UTC')::date, count(*) FROM evidence_files GROUP BY 2;
