CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"implementation_id" uuid NOT NULL,
	"reviewer_user_id" uuid,
	"status" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" IN ('approved', 'rejected', 'needs_clarification')),
	CONSTRAINT "reviews_notes_length_check" CHECK (char_length("reviews"."notes") <= 10000)
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_implementation_id_control_implementations_id_fk" FOREIGN KEY ("implementation_id") REFERENCES "public"."control_implementations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_implementation_id_created_at_idx" ON "reviews" USING btree ("implementation_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_user_id_idx" ON "reviews" USING btree ("reviewer_user_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" IN ('registration', 'sign_in', 'sign_out', 'status_change', 'notes_update', 'evidence_upload', 'evidence_delete', 'review', 'resubmitted', 'diagnostic_run', 'impersonation_start', 'impersonation_end', 'password_reset', 'password_change', 'account_created'));