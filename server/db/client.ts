import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Runs SQL text with several statements and no parameters (migrations). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, else embedded PGlite
 * whose files live in `dataDir` (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Told of a pooled connection the server dropped while idle (restart, terminated backend). */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Without a listener the pool rethrows such an error and the process dies; the pool has
    // already discarded the connection, and the next query opens a new one.
    pool.on('error', (err) => opts.onIdleError?.(err));
    // `pool.end()` resolves once it has asked each connection to close, not when they have
    // closed; closing waits for every connection, so a database dropped next kills none.
    let open = 0;
    let allClosed: (() => void) | undefined;
    pool.on('connect', () => (open += 1));
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) allClosed?.();
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (text) => {
        await pool.query(text);
      },
      close: async () => {
        const closed = open > 0 ? new Promise<void>((done) => (allClosed = done)) : undefined;
        await pool.end();
        await closed;
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (!opts.dataDir.startsWith('memory://')) {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(opts.dataDir, { recursive: true });
  }
  const client = opts.dataDir.startsWith('memory://') ? new PGlite() : new PGlite(opts.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    close: () => client.close(),
  };
}
