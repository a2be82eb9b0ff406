import { and, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A user's search text as a `LIKE` pattern matching it anywhere, its wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Below this many characters a term has no trigram to look up (pg_trgm). */
const TRIGRAM = 3;

/**
 * The one list search: rows whose lower-cased search column (a generated column with the
 * two indexes of `searchIndexes` in server/db/schema.ts) contains the term, whatever its case.
 * A term of three characters or more is found through the trigram index; a shorter one, such
 * as the Thai word 'ชา', through the characters and character pairs of `short_grams()`
 * (migration 0007). Either way the `LIKE` keeps only true matches.
 */
export function searchMatch(column: AnyPgColumn, term: string): SQL {
  const matches = searchLike(column, term);
  if ([...term].length >= TRIGRAM) return matches;
  return and(sql`short_grams(${column}) @> ARRAY[lower(${term})]`, matches) as SQL;
}

/**
 * The same search as `searchMatch` without the character-pair lookup: what the planner is
 * asked to estimate (`ListSpec.estimateWhere`). Given both conditions it would count the one
 * match twice, taking the two as independent, and estimate a fraction of the true total.
 */
export const searchLike = (column: AnyPgColumn, term: string) =>
  like(column, sql`lower(${containing(term)})`);

/** The condition on any other text, such as a joined table's name column (no index of its own). */
export const containsText = (text: SQL, term: string) =>
  sql`${text} LIKE lower(${containing(term)})`;
