import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from './client';

/** Work that must wait until written rows are committed: send their mail, announce their events. */
export type AfterCommit = () => void | Promise<void>;

/** The callbacks registered during each open transaction of `transaction`. */
const pending = new WeakMap<DbOrTx, AfterCommit[]>();

async function runAll(callbacks: AfterCommit[]) {
  const errors: unknown[] = [];
  for (const callback of callbacks) {
    try {
      await callback();
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'after-commit callbacks failed');
}

/**
 * Runs `fn` in a transaction, then the callbacks registered with `afterCommit` during it, in
 * order, once it has committed (never after a rollback). On a transaction, `fn` runs in a
 * savepoint and its callbacks wait for the outer commit. A callback that throws makes this
 * reject after the others ran; the commit stands.
 */
export async function transaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const callbacks: AfterCommit[] = [];
  const result = await db.transaction(async (tx) => {
    pending.set(tx, callbacks);
    try {
      return await fn(tx);
    } finally {
      pending.delete(tx);
    }
  });
  const outer = pending.get(db);
  if (outer) outer.push(...callbacks);
  else await runAll(callbacks);
  return result;
}

/**
 * Runs `callback` once the rows written through `db` are committed: at the end of the
 * transaction when `db` is one (opened with `transaction`), at once on the database itself.
 */
export async function afterCommit(db: DbOrTx, callback: AfterCommit): Promise<void> {
  const callbacks = pending.get(db);
  if (callbacks) callbacks.push(callback);
  else if (db instanceof PgTransaction) {
    // Opened by `db.transaction` directly: nothing would run the callback at its commit.
    throw new Error('afterCommit needs a transaction opened with transaction() of db/transaction');
  } else await runAll([callback]);
}
