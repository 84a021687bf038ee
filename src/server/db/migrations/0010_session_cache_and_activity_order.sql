DROP INDEX "activity_log_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_log_created_at_idx";--> statement-breakpoint
CREATE INDEX "activity_log_user_id_created_at_idx" ON "activity_log" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at","id");--> statement-breakpoint
-- Each app process keeps the sessions it has just read for a few seconds (auth/session-cache.ts).
-- A change to a user or the end of a session, whoever makes it (any app process, a CLI, SQL typed
-- by hand), tells every process at commit, and they forget what they kept.
CREATE OR REPLACE FUNCTION notify_session_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('cmmc_session_cache', 'user:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('cmmc_session_cache', 'session:' || OLD.sid);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_notify_session_cache" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION notify_session_cache();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_session_cache" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_session_cache();--> statement-breakpoint
CREATE TRIGGER "sessions_update_notify_session_cache" AFTER UPDATE OF "sess" ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_session_cache();
