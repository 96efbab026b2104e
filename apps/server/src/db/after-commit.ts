import type { Database, Transaction } from './client';

/** The work each open transaction has asked to run once it commits. */
const pending = new WeakMap<Transaction, Set<() => void>>();

/**
 * Runs `callback` once `tx` has committed, before `db.transaction` answers its caller (so before
 * the response of the request that wrote goes out); never if it rolls back. A callback given
 * twice in one transaction runs once. For announcing a change, e.g. that a cache is out of date:
 * announced before the commit, a read in between would cache what is about to be replaced.
 */
export function afterCommit(tx: Transaction, callback: () => void): void {
  const callbacks = pending.get(tx);
  if (!callbacks) {
    throw new Error('afterCommit needs a transaction begun with db.transaction (not a savepoint)');
  }
  callbacks.add(callback);
}

/**
 * Gives `db.transaction` its after-commit list: each transaction collects callbacks while it runs
 * (`afterCommit`), and they run in order once it has committed. A failing callback is its own
 * business (it logs): the write has committed and its caller hears so.
 */
export function withAfterCommit(db: Database): Database {
  const transaction = db.transaction.bind(db);
  const withCallbacks: Database['transaction'] = async (work, config) => {
    const callbacks = new Set<() => void>();
    const result = await transaction((tx) => {
      pending.set(tx, callbacks);
      return work(tx);
    }, config);
    for (const callback of callbacks) {
      try {
        callback();
      } catch {
        // Committed all the same.
      }
    }
    return result;
  };
  db.transaction = withCallbacks;
  return db;
}
