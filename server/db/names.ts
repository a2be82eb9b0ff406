import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The Thai name of a catalogue value in SQL (a status, a delivery format): a CASE over the
 * catalogue's entries ({'1': 'รอมอบหมายงาน', …}), '' for a value it does not name. The names
 * are the i18n catalogue's, written into the statement as literals.
 */
export function catalogueName(column: AnyPgColumn, names: Record<string, string>): SQL<string> {
  const cases = Object.entries(names).map(
    ([k, v]) =>
      sql`WHEN ${column} = ${sql.raw(String(Number(k)))} THEN ${sql.raw(`'${v.replace(/'/g, "''")}'`)}`,
  );
  return sql<string>`(CASE ${sql.join(cases, sql` `)} ELSE '' END)`;
}
