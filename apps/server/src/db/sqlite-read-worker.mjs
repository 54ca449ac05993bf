// A worker thread of the read pool (read-pool.ts): its own read-only connection to the server's SQLite
// file, running the SELECTs the main thread hands it, so a long report never stops the thread that
// answers players. Plain JavaScript, so it runs unchanged from the sources and from dist/.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      if (statements.size >= 200) statements.delete(statements.keys().next().value);
      statements.set(sql, stmt);
    }
    if (!stmt.reader) throw new Error('The read pool runs SELECTs only');
    parentPort.postMessage({ id, rows: stmt.all(parameters) });
  } catch (err) {
    parentPort.postMessage({ id, error: { message: err.message, code: err.code } });
  }
});
