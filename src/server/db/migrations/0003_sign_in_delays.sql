ALTER TABLE "sign_in_throttle" ADD COLUMN "last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_throttle" ADD COLUMN "attempt_id" text;