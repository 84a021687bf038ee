-- Issue 38 item 5: the version of the work an auditor judges, raised with every change that lapses
-- a verdict, and the version each review was made on (null for the reviews made before).
ALTER TABLE "control_implementations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "based_on" integer;
