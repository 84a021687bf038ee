CREATE TABLE "activity_log_days" (
	"day" date NOT NULL,
	"entries" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_log_days_day_idx" ON "activity_log_days" USING btree ("day");--> statement-breakpoint
-- Hand-written below (meta/0023_snapshot.json still matches schema.ts): the triggers that keep
-- activity_log_days exact, one delta per day a statement touches, for whoever writes (the app, a
-- CLI, a cascade, SQL typed by hand). An update counts only if it moves an entry to another day.
CREATE FUNCTION activity_log_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_log_days (day, entries)
    SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM added GROUP BY 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION activity_log_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_log_days (day, entries)
    SELECT (created_at AT TIME ZONE 'UTC')::date, -count(*) FROM removed GROUP BY 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION activity_log_days_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_log_days (day, entries)
    SELECT day, sum(entries) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS entries FROM added
      UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, -1 FROM removed) moved
    GROUP BY day HAVING sum(entries) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION activity_log_days_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_log_days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activity_log_days_added" AFTER INSERT ON "activity_log" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION activity_log_days_added();--> statement-breakpoint
CREATE TRIGGER "activity_log_days_removed" AFTER DELETE ON "activity_log" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION activity_log_days_removed();--> statement-breakpoint
CREATE TRIGGER "activity_log_days_moved" AFTER UPDATE ON "activity_log" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION activity_log_days_moved();--> statement-breakpoint
CREATE TRIGGER "activity_log_days_emptied" AFTER TRUNCATE ON "activity_log" FOR EACH STATEMENT EXECUTE FUNCTION activity_log_days_emptied();--> statement-breakpoint
-- The log's total is now the sum of its days: row_counts no longer counts it (one count per table).
DROP TRIGGER "activity_log_rows_added" ON "activity_log";--> statement-breakpoint
DROP TRIGGER "activity_log_rows_removed" ON "activity_log";--> statement-breakpoint
DROP TRIGGER "activity_log_emptied" ON "activity_log";--> statement-breakpoint
DELETE FROM row_counts WHERE table_name = 'activity_log';--> statement-breakpoint
-- The entries already there: counted after the triggers exist, whose creation locks out writers
-- until this migration commits, so nothing is counted twice or missed.
INSERT INTO activity_log_days (day, entries)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM activity_log GROUP BY 1;
