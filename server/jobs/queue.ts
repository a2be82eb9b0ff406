import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';

// The job queue (DESIGN.md "Work that runs by itself"): pg-boss on the portal's own database.
// pg-boss, not graphile-worker: it talks to the database through one `executeSql` function,
// so it runs on embedded PGlite (one process) as on PostgreSQL (several), polls instead of
// needing LISTEN on a connection of its own, and takes a transaction's executor on `send`, so a
// job is written in the transaction of the change that causes it. graphile-worker needs a
// node-postgres pool and Node 22. Jobs survive restarts (they are rows), each is fetched by one
// process (`FOR UPDATE SKIP LOCKED`), failures retry with backoff, and schedules (cron) are
// kept in the database and fired once across processes.

/** The schema pg-boss keeps its tables in; created by the migrations (server/db/migrate.ts). */
export const QUEUE_SCHEMA = 'pgboss';

export interface JobQueueConfig {
  /**
   * Run this process's workers, schedules and the queue's maintenance (default true). Without
   * them the process still writes jobs, which another process (or its next start) runs.
   */
  workers?: boolean;
  /** How often an idle worker asks for a job (seconds, at least 0.5; default 2). */
  pollSeconds?: number;
  /** How often expired jobs are failed (and retried) and old ones archived (seconds; default 60). */
  maintenanceSeconds?: number;
}

/** A queue's rules: how many tries, how far apart, how long a try may run. */
export interface QueueRules {
  /** 'short': one waiting job per singleton key (later sends of the key are dropped). */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A try still running after this long is taken for dead (its process stopped) and retried. */
  expireInSeconds: number;
}

export type SendOptions = Pick<PgBoss.SendOptions, 'singletonKey' | 'startAfter' | 'retryLimit'>;

/** A job as a worker gets it: its data and where it stands in its tries. */
export interface Job<T> {
  id: string;
  data: T;
  /** Tries before this one. */
  retryCount: number;
  retryLimit: number;
}

/** `$1`-style SQL text and values as a drizzle query, to run on a transaction. */
function toSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss's executor on a transaction (or the database) the caller holds. */
const executorOf = (db: DbOrTx) => ({
  executeSql: async (text: string, values?: unknown[]) =>
    (await db.execute(toSql(text, values))) as unknown as { rows: unknown[] },
});

/**
 * pg-boss as a writer of jobs alone, never started: every job it writes goes through the
 * executor of the transaction given (`sendInTransaction`), and whichever process runs the
 * queue's workers runs it.
 */
const jobWriter = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('jobs are written through a transaction')),
  },
  schema: QUEUE_SCHEMA,
  migrate: false,
  supervise: false,
  schedule: false,
} as PgBoss.ConstructorOptions);

/**
 * Writes jobs of `queue`, one for each of `data`, in `db`'s transaction: code deep inside a
 * change (an order's move, a stock movement) writes them where it stands, without the app's
 * JobQueue at hand, and they commit or roll back with the change. The queue must exist (the
 * app creates its queues at start); its rules (tries, backoff) apply as to any job of it.
 */
export async function sendInTransaction(db: DbOrTx, queue: string, data: object[]) {
  if (!data.length) return;
  const found = await db.execute(
    sql`SELECT 1 FROM ${sql.raw(QUEUE_SCHEMA)}.queue WHERE name = ${queue}`,
  );
  if (!(found as unknown as { rows: unknown[] }).rows.length) {
    throw new Error(`job queue ${queue} does not exist`);
  }
  await jobWriter.insert(
    data.map((d) => ({ name: queue, data: d })),
    { db: executorOf(db) },
  );
}

/**
 * Creates pg-boss's tables when they are not there, or brings them to the installed library's
 * version: a step of the migrations, under their lock.
 */
export async function migrateQueue(database: Database): Promise<void> {
  const found = await database.query(
    `SELECT to_regclass('${QUEUE_SCHEMA}.version') IS NOT NULL AS present`,
  );
  const present = (found.rows[0] as { present: boolean }).present;
  const { rows } = present
    ? await database.query(`SELECT version FROM ${QUEUE_SCHEMA}.version`)
    : { rows: [] };
  const version = (rows[0] as { version: number } | undefined)?.version;
  const target = Number(PgBoss.getConstructionPlans(QUEUE_SCHEMA).match(/VALUES \('(\d+)'\)/)?.[1]);
  if (version === undefined) {
    await database.exec(PgBoss.getConstructionPlans(QUEUE_SCHEMA));
  } else if (version < target) {
    await database.exec(PgBoss.getMigrationPlans(QUEUE_SCHEMA, String(version)));
  }
}

/**
 * The portal's job queue. `send` writes a job, in the caller's transaction when given one (so
 * nothing is sent for a rolled-back change, nothing lost for a committed one); `work` runs a
 * queue's jobs in this process, one at a time per queue; `schedule` fires a queue by cron.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers: boolean;
  private readonly pollSeconds: number;
  private started = false;

  constructor(database: Database, config: JobQueueConfig, onError: (err: Error) => void) {
    this.workers = config.workers !== false;
    this.pollSeconds = config.pollSeconds ?? 2;
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.query(text, values) },
      schema: QUEUE_SCHEMA,
      // The migrations made the tables (migrateQueue).
      migrate: false,
      supervise: this.workers,
      schedule: this.workers,
      maintenanceIntervalSeconds: config.maintenanceSeconds ?? 60,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', onError);
  }

  async start(queues: Record<string, QueueRules>) {
    await this.boss.start();
    this.started = true;
    for (const [name, rules] of Object.entries(queues)) {
      const queue = { name, ...rules, policy: rules.policy ?? 'standard' };
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, queue);
      else await this.boss.createQueue(name, queue);
    }
  }

  /** Writes a job; in `db`'s transaction when `db` is one. Null when a singleton dropped it. */
  send(queue: string, data: object, options: SendOptions = {}, db?: DbOrTx) {
    return this.boss.send(queue, data, {
      ...options,
      ...(db ? { db: executorOf(db) } : {}),
    } as PgBoss.SendOptions);
  }

  /**
   * Writes a job to start after `seconds`, unless one of the key is already waiting in the
   * same window: the changes of a burst are sent by one job.
   */
  sendDebounced(queue: string, data: object, seconds: number, key: string) {
    return this.boss.sendDebounced(queue, data, {}, seconds, key);
  }

  /** Runs the queue's jobs in this process (when it runs workers), one at a time. */
  async work<T extends object>(queue: string, handler: (job: Job<T>) => Promise<unknown>) {
    if (!this.workers) return;
    await this.boss.work<T>(
      queue,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollSeconds },
      async ([job]) =>
        handler({
          id: job.id,
          data: job.data,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        }),
    );
  }

  /** Fires `queue` by `cron` (the warehouse's time zone), once across every process. */
  async schedule(queue: string, cron: string) {
    if (!this.workers) return;
    await this.boss.schedule(queue, cron, {}, { tz: 'Asia/Bangkok' });
  }

  /** A job by id (tests and the sync log's retry read its state). */
  getJob(queue: string, id: string) {
    return this.boss.getJobById(queue, id);
  }

  /**
   * Stops fetching jobs and waits (up to `timeoutMs`) for those under way; any still running
   * then are failed, so another process retries them.
   */
  async stop(timeoutMs = 5000) {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  }
}
