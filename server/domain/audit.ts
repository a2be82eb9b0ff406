import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditChange, AuditEntity, AuditRow } from '../../contract/schemas/roles';
import type { DbOrTx } from '../db/client';
import { listRows, type ListQuery, selectRows } from '../db/paging';
import { auditLog } from '../db/schema';

/**
 * The audit log of user and role administration (DESIGN.md "Who may do what"; beyond the
 * spec), of bookings and of orders (each status one passes): every change is one row, written
 * in the transaction of the change, naming who made it and each changed field before and after.
 */

/** A value as the log keeps it: text, or null where there was none. */
function textOf(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * The fields of `fields` whose value differs between `before` and `after` (compared as the
 * log keeps them). Secrets must never be among `fields`.
 */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields: readonly string[],
): AuditChange[] {
  const out: AuditChange[] = [];
  for (const field of fields) {
    const b = before ? textOf(before[field]) : null;
    const a = after ? textOf(after[field]) : null;
    if (b !== a) out.push({ field, before: b, after: a });
  }
  return out;
}

/** Writes one audit row (in the caller's transaction). A change of nothing writes nothing. */
export async function recordAudit(
  db: DbOrTx,
  entry: {
    actorId: number;
    entity: AuditEntity;
    entityId: number;
    action: AuditAction;
    changes: AuditChange[];
    /** Write the row even with no changed field (a create or delete names the record). */
    always?: boolean;
  },
) {
  if (!entry.changes.length && !entry.always) return;
  await db.insert(auditLog).values({
    actor_id: entry.actorId,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    changes: entry.changes,
  });
}

/**
 * The history of one user, role, booking or order, newest first, paged (`user-getuseraudit`,
 * `permission-getroleaudit`, `book-getbookinghistory`, `order-getorderhistory`).
 */
export function auditOf(db: DbOrTx, entity: AuditEntity, entityId: number, query: ListQuery) {
  const actorName = sql<string | null>`(
    SELECT coalesce(nullif(trim(u.indiv_first_name || ' ' || u.indiv_last_name), ''), u.email)
    FROM users u WHERE u.id = "audit_log"."actor_id")`;
  return listRows<AuditRow>(db, {
    query: { ...query, sort: undefined },
    table: auditLog,
    where: and(eq(auditLog.entity, entity), eq(auditLog.entity_id, entityId)),
    sortable: {},
    defaultOrder: 'DESC',
    rows: selectRows(
      () =>
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            action: auditLog.action,
            actor_id: auditLog.actor_id,
            actor_name: actorName,
            changes: auditLog.changes,
          })
          .from(auditLog),
      (rows) =>
        rows.map((r) => ({
          ...r,
          at: r.at.toISOString(),
          action: r.action as AuditAction,
          changes: r.changes as AuditChange[],
        })),
    ),
  });
}

/** Fields of a user's history that are not personal data: kept when the user is deleted. */
const IMPERSONAL = ['is_active', 'role', 'user_type_id'];

/**
 * Removes a deleted user's personal data from the history: the values of every personal
 * field in the user's own entries, and their e-mail where a role's entries name them as a
 * member. What was done, when and by whom stays; the values read `marker`.
 */
export async function redactUserHistory(tx: DbOrTx, userId: number, email: string, marker: string) {
  const redact = (keep: SQL) => sql`coalesce((
    SELECT jsonb_agg(CASE WHEN ${keep} THEN c ELSE jsonb_build_object(
        'field', c->>'field',
        'before', CASE WHEN c->'before' = 'null'::jsonb THEN c->'before' ELSE to_jsonb(${marker}::text) END,
        'after', CASE WHEN c->'after' = 'null'::jsonb THEN c->'after' ELSE to_jsonb(${marker}::text) END)
      END ORDER BY n)
    FROM jsonb_array_elements(${auditLog.changes}) WITH ORDINALITY AS e(c, n)), '[]'::jsonb)`;
  const impersonal = sql.join(
    IMPERSONAL.map((f) => sql`${f}`),
    sql`, `,
  );
  await tx
    .update(auditLog)
    .set({ changes: redact(sql`c->>'field' IN (${impersonal})`) })
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, userId)));
  await tx
    .update(auditLog)
    .set({
      changes: redact(
        sql`NOT (c->>'field' = 'member' AND (c->>'before' = ${email} OR c->>'after' = ${email}))`,
      ),
    })
    .where(
      and(
        eq(auditLog.entity, 'role'),
        sql`${auditLog.changes} @> ${JSON.stringify([{ field: 'member' }])}::jsonb`,
        sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${auditLog.changes}) c
          WHERE c->>'before' = ${email} OR c->>'after' = ${email})`,
      ),
    );
}
