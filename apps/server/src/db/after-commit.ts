import { type TransactionBuilder } from 'kysely';
import { type Db, type Executor } from './database.ts';
import { type Database } from './schema.ts';

/**
 * Work to do once a transaction has committed, never when it rolls back: the live updates' wallet
 * events (ADR 013) are told to players only for points that really moved. `trackCommits(db)`
 * makes every `db.transaction().execute(…)` of that database keep a list for its transaction;
 * `afterCommit(trx, fn)` adds to it, and the list runs right after the commit, in order. On the
 * database itself (autocommit) the statement has already committed, so `fn` runs at once. A
 * transaction of an untracked database (a command-line tool's) runs nothing: nobody listens there.
 */
type AfterCommit = (db: Db) => void;

const open = new WeakMap<object, { db: Db; callbacks: AfterCommit[] }>();
const tracked = new WeakSet<Db>();

export function trackCommits(db: Db): void {
  if (tracked.has(db)) return;
  tracked.add(db);
  const begin = db.transaction.bind(db);
  db.transaction = () => tracking(begin(), db);
}

function tracking(builder: TransactionBuilder<Database>, db: Db): TransactionBuilder<Database> {
  const execute = builder.execute.bind(builder);
  const setIsolationLevel = builder.setIsolationLevel.bind(builder);
  const setAccessMode = builder.setAccessMode.bind(builder);
  builder.execute = async <T>(callback: Parameters<TransactionBuilder<Database>['execute']>[0]): Promise<T> => {
    const callbacks: AfterCommit[] = [];
    const result = (await execute(async (trx) => {
      open.set(trx, { db, callbacks });
      return callback(trx);
    })) as T;
    for (const callback of callbacks) {
      try {
        callback(db);
      } catch {
        // After the commit nothing may undo it: a failing listener is its own problem.
      }
    }
    return result;
  };
  builder.setIsolationLevel = (level) => tracking(setIsolationLevel(level), db);
  builder.setAccessMode = (mode) => tracking(setAccessMode(mode), db);
  return builder;
}

/** Runs `fn` once `executor`'s transaction commits (at once outside a transaction); see above. */
export function afterCommit(executor: Executor, fn: AfterCommit): void {
  const pending = open.get(executor);
  if (pending) pending.callbacks.push(fn);
  else if (!executor.isTransaction) fn(executor as Db);
}
