CREATE TABLE "upload_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"staging_key" text NOT NULL,
	"upload_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_grants_staging_key_unique" UNIQUE("staging_key")
);
--> statement-breakpoint
ALTER TABLE "upload_grants" ADD CONSTRAINT "upload_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_grants_user_id_idx" ON "upload_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upload_grants_expires_at_idx" ON "upload_grants" USING btree ("expires_at");