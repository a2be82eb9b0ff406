import { readFile } from 'node:fs/promises';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockFolder } from './folderLock';
import { startPgliteThread, type PgliteThread } from './pgliteThread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the database (`db.transaction(async (tx) => …)`). */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
/** What a function that may run inside a transaction takes: the database or a transaction of it. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** Runs SQL text with several statements and no parameters (migrations). */
  exec(sqlText: string): Promise<void>;
  /**
   * Runs one statement with `$n` parameters, or, without parameters, SQL text of several
   * statements (whose rows are then not read): the job queue's own SQL (server/jobs/queue.ts).
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /**
   * Listens on a `NOTIFY` channel (server/events.ts): on PostgreSQL over a connection of its
   * own, kept open (and opened again after a drop) until the returned function is called.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `fn` while holding a database-wide lock: without `key` the start-up lock, so
   * processes starting together on one PostgreSQL migrate and seed one after the other;
   * with a `key` ([kind, id]) a lock of one thing, such as a marketplace connection's tokens,
   * held across calls that must not run inside a transaction (a platform's answer). On
   * PostgreSQL an advisory lock on a connection of its own; PGlite has one process, so there
   * callers of one key take turns within it.
   */
  whileLocked<T>(fn: () => Promise<T>, key?: readonly [number, number]): Promise<T>;
}

/** The callers waiting for each key of PGlite's `whileLocked`: the end of the last one's turn. */
const turns = new Map<string, Promise<unknown>>();

/**
 * Runs `fn` after every earlier caller of `key` in this process has finished (resolved or
 * not). Seven lines instead of a mutex library: one keyed chain, forgotten when idle.
 */
async function inTurn<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const before = turns.get(key) ?? Promise.resolve();
  const mine = before.then(fn);
  const done = mine.catch(() => undefined);
  turns.set(key, done);
  void done.then(() => turns.get(key) === done && turns.delete(key));
  return mine;
}

/** Key of the advisory lock taken while migrating and seeding. */
const STARTUP_LOCK = 7_270_001;

/**
 * PGlite's page cache (`shared_buffers`), all touched at start and held for good: the embedded
 * database's memory is a WebAssembly heap that never shrinks. 32MB saves about 130 MB, but a
 * shop of 100,000 products no longer fits it: under 200 list requests a second every answer
 * then waits on page reads (p99 3.8 s instead of 0.1 s).
 */
export const PGLITE_SHARED_BUFFERS = '128MB';

/**
 * Postgres settings that bound PGlite's memory: the page cache, and the sort memory of index
 * builds (64MB by default), whose pages would otherwise stay held after each build.
 */
function pgliteMemoryParams(sharedBuffers: string): string[] {
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers))
    throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 32MB, not "${sharedBuffers}"`);
  return ['-c', `shared_buffers=${sharedBuffers}`, '-c', 'maintenance_work_mem=16MB'];
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
  /** PGlite's page cache (`shared_buffers`), e.g. `64MB`; default PGLITE_SHARED_BUFFERS. */
  pgliteSharedBuffers?: string;
  /**
   * A tarball of a PGlite data directory (`dumpDataDir`) the in-memory database starts as a
   * copy of, instead of empty: the API tests' migrated and seeded database, made once.
   */
  pgliteLoadDataDir?: string;
  /**
   * Runs PGlite in a worker thread of its own (server/db/pgliteThread.ts): the database's work
   * then runs beside the request thread's, on the second core.
   */
  pgliteThread?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // An unreachable server fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: 5000,
    });
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
      whileLocked: async (fn, key) => {
        const client = await pool.connect();
        const args = key ? [...key] : [STARTUP_LOCK];
        const params = key ? '$1, $2' : '$1';
        try {
          await client.query(`SELECT pg_advisory_lock(${params})`, args);
          return await fn();
        } finally {
          await client.query(`SELECT pg_advisory_unlock(${params})`, args).catch(() => undefined);
          client.release();
        }
      },
      listen: (channel, onPayload) =>
        listenPostgres(pg.default.Client, opts.databaseUrl!, channel, onPayload, opts.onIdleError),
      exec: async (text) => {
        await pool.query(text);
      },
      query: async (text, values) => pool.query(text, values),
      close: async () => {
        const closed = open > 0 ? new Promise<void>((done) => (allClosed = done)) : undefined;
        await pool.end();
        await closed;
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  type PGlite = InstanceType<typeof PGlite>;
  const startParams = [
    ...PGlite.defaultStartParams,
    ...pgliteMemoryParams(opts.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS),
    // New search-index entries wait in a GIN pending list of up to 64MB (4MB by default) that
    // the server's maintenance merges (server/db/maintenance.ts): an import of 10,000 products
    // is 0.3-0.5 s faster than when it merges the list itself every 4MB.
    '-c',
    'gin_pending_list_limit=64MB',
  ];
  const inMemory = opts.dataDir.startsWith('memory://');
  if (opts.pgliteLoadDataDir && !inMemory)
    throw new Error('a PGlite data directory tarball is loaded into memory only');
  let unlock: (() => Promise<void>) | undefined;
  if (!inMemory) {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(opts.dataDir, { recursive: true });
    unlock = await lockFolder(opts.dataDir);
  }
  const loadDataDirBytes = opts.pgliteLoadDataDir
    ? new Uint8Array(await readFile(opts.pgliteLoadDataDir))
    : undefined;
  const pgliteOptions = { dataDir: inMemory ? undefined : opts.dataDir, startParams };
  let client: PgliteThread | PGlite;
  try {
    if (opts.pgliteThread) {
      client = await startPgliteThread({ ...pgliteOptions, loadDataDirBytes });
    } else {
      const loadDataDir = loadDataDirBytes ? new Blob([loadDataDirBytes]) : undefined;
      const local = new PGlite({ ...pgliteOptions, loadDataDir });
      await local.waitReady;
      client = local;
    }
  } catch (err) {
    await unlock?.();
    throw err;
  }
  // Drizzle calls `query` and `transaction`, which the thread's client answers as PGlite does.
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    whileLocked: (fn, key) => (key ? inTurn(`${key[0]}:${key[1]}`, fn) : fn()),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        // Closing the database already ended every listener.
        if (!client.closed) await stop();
      };
    },
    exec: async (text) => {
      await client.exec(text);
    },
    query: async (text, values) => {
      if (values?.length) return client.query<{ rows: unknown[] }>(text, values);
      if (!/;\s*\S/.test(text)) return client.query<{ rows: unknown[] }>(text);
      await client.exec(text);
      return { rows: [] };
    },
    close: async () => {
      if (!client.closed) await client.close();
      await unlock?.();
    },
  };
}

/** A LISTEN connection to PostgreSQL that reconnects after a drop (restart, failover). */
async function listenPostgres(
  Client: typeof import('pg').Client,
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError?: (err: Error) => void,
): Promise<() => Promise<void>> {
  let client: import('pg').Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new Client({ connectionString });
    next.on('notification', (msg) => msg.channel === channel && onPayload(msg.payload ?? ''));
    next.on('error', (err) => {
      onError?.(err);
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(again), 1000);
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    client = next;
  };
  const again = (err: Error) => {
    onError?.(err);
    if (!stopped) retry = setTimeout(() => void connect().catch(again), 1000);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
