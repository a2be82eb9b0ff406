import { Worker } from 'node:worker_threads';
import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * PGlite in a thread of its own (server/db/pgliteWorker.mjs), seen from the request thread as
 * the part of PGlite's interface the portal uses: `query`, `exec`, `transaction` (whose
 * statements run inside the thread's transaction, which holds the database until it ends,
 * as PGlite's own does), `listen` and `close`. Results and errors cross the thread as plain
 * data: an error keeps its message and fields (`code`, `constraint`, `detail`…), which is
 * what server/db/pgError.ts reads.
 */

/** What the request thread asks the database thread. */
type ThreadAsk =
  | { op: 'ready' }
  | {
      op: 'query';
      text: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      /** Types whose columns stay text (Drizzle reads dates and times as text). */
      textTypes?: number[];
      tx?: number;
    }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' };
/** A question with its number, which the answer carries back. */
export type ThreadRequest = ThreadAsk & { id: number };

/** What the database thread answers: a request's result or error, or a notification. */
export type ThreadReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: Record<string, unknown>; result?: undefined }
  | { notify: string; payload: string };

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** The statements of the database, or of one open transaction (`tx`). */
export interface ThreadQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<T>;
  exec(text: string): Promise<void>;
}

export interface PgliteThread extends ThreadQueries {
  transaction<T>(fn: (tx: ThreadQueries) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** An error of the database thread, with the driver error's fields. */
function threadError(data: Record<string, unknown>): Error {
  const err = new Error(String(data.message));
  Object.assign(err, data);
  return err;
}

/** Starts PGlite in a worker thread with `options`; resolves once the database is ready. */
export async function startPgliteThread(
  options: PGliteOptions & { loadDataDirBytes?: Uint8Array },
): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    workerData: options,
  });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let closed = false;
  let died: Error | undefined;

  worker.on('message', (msg: ThreadReply) => {
    if ('notify' in msg) {
      for (const fn of listeners.get(msg.notify) ?? []) fn(msg.payload);
      return;
    }
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    if (msg.error) w.reject(threadError(msg.error));
    else w.resolve(msg.result);
  });
  const fail = (err: Error) => {
    died = err;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));

  const ask = (body: ThreadAsk) =>
    new Promise<unknown>((resolve, reject) => {
      if (died) return reject(died);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...body, id });
    });

  const queries = (tx?: number): ThreadQueries => ({
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      (await ask({
        op: 'query',
        text,
        params,
        rowMode: options?.rowMode,
        textTypes: options?.parsers && Object.keys(options.parsers).map(Number),
        tx,
      })) as T,
    exec: async (text: string) => {
      await ask({ op: 'exec', text, tx });
    },
  });

  await ask({ op: 'ready' }).catch(async (err: unknown) => {
    await worker.terminate();
    throw err;
  });
  return {
    ...queries(),
    transaction: async (fn) => {
      const tx = (await ask({ op: 'begin' })) as number;
      let result;
      try {
        result = await fn(queries(tx));
      } catch (err) {
        await ask({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await ask({ op: 'end', tx, commit: true });
      return result;
    },
    listen: async (channel, onPayload) => {
      let set = listeners.get(channel);
      if (!set) {
        listeners.set(channel, (set = new Set()));
        await ask({ op: 'listen', channel });
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && listeners.get(channel) === set && !closed) {
          listeners.delete(channel);
          await ask({ op: 'unlisten', channel });
        }
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await ask({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
    get closed() {
      return closed;
    },
  };
}
