-- Each user's choice of how years are shown (server/auth/session.ts, the profile): 'be' Buddhist
-- era, the Thai interface's default, or 'ce' Christian era; every existing user starts on 'be'.
ALTER TABLE "users" ADD COLUMN "year_era" text DEFAULT 'be' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_year_era_check" CHECK ("users"."year_era" IN ('be', 'ce'));
