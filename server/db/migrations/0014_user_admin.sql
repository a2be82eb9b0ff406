-- User and role administration: the audit log of every change to a user or a role, the
-- deleted mark of a user kept for the records they created, one role per name.
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "audit_log_entity_check" CHECK ("audit_log"."entity" IN ('user', 'role'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_dt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_idx" ON "roles" USING btree (lower("enum_desc"));--> statement-breakpoint
-- A role's members and the users without a role, in id order (the role screens).
CREATE INDEX "users_role_members_idx" ON "users" USING btree ("role_id","id") WHERE "users"."deleted_dt" IS NULL;
--> statement-breakpoint
DROP INDEX "users_email_sort_idx";--> statement-breakpoint
DROP INDEX "users_first_name_sort_idx";--> statement-breakpoint
DROP INDEX "users_last_name_sort_idx";--> statement-breakpoint
DROP INDEX "users_active_sort_idx";--> statement-breakpoint
CREATE INDEX "users_live_idx" ON "users" USING btree ("id") WHERE "users"."deleted_dt" IS NULL;--> statement-breakpoint
CREATE INDEX "users_without_role_idx" ON "users" USING btree ("id") WHERE "users"."role_id" IS NULL AND "users"."deleted_dt" IS NULL;--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ("email","id") WHERE "users"."deleted_dt" IS NULL;--> statement-breakpoint
CREATE INDEX "users_first_name_sort_idx" ON "users" USING btree ("indiv_first_name","id") WHERE "users"."deleted_dt" IS NULL;--> statement-breakpoint
CREATE INDEX "users_last_name_sort_idx" ON "users" USING btree ("indiv_last_name","id") WHERE "users"."deleted_dt" IS NULL;--> statement-breakpoint
CREATE INDEX "users_active_sort_idx" ON "users" USING btree ("is_active","id") WHERE "users"."deleted_dt" IS NULL;