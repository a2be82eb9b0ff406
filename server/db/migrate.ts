import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateQueue } from '../jobs/queue';
import type { Database } from './client';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every migration file not yet recorded, in name order, each in its own transaction:
 * the hand-written 0001-0006, then those `npm run db:generate` writes (0007_…), whose
 * `--> statement-breakpoint` markers are SQL comments. meta/ (drizzle-kit's journal and
 * snapshots) is not read here: a file runs once, whatever the journal says.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const done = await database.db.execute(sql`SELECT name FROM schema_migrations`);
  const applied = new Set(rowsOf<{ name: string }>(done).map((r) => r.name));
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    const name = file.replace(/'/g, "''");
    await database.exec(
      `BEGIN;\n${text}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
    );
    ran.push(file);
  }
  // The job queue's tables, at the version of the installed pg-boss.
  await migrateQueue(database);
  return ran;
}

/** Rows of a raw `execute` result, for either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
