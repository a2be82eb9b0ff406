-- A booking's history (server/domain/bookingStaff.ts): each status a booking passes, with who
-- moved it and when, and the staff's other changes, are rows of the audit log too.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check" CHECK ("audit_log"."entity" IN ('user', 'role', 'booking'));