// A process the writer thread's crash tests (db/write-thread-crash.test.ts) kill with SIGKILL while the
// writer thread is in the middle of a transaction, as a power cut or an OOM kill would:
//
//   crash-writer settle <file> <marketId> <date> <adminId> <now>
//     declares the open result 128 of the main draw and is killed between the settlement's last
//     statement and its commit (the serving thread's commit request is never sent);
//   crash-writer bids <file> <userId> <marketId> <date> <count>
//     submits `count` one-line bids of 10 points through the group commit, prints each acknowledged
//     submission's id as soon as it is acknowledged, and is killed right after the writer thread was
//     handed its third batch, so that batch's transaction is cut off wherever it is.
import { writeSync } from 'node:fs';
import { openDatabase } from '../db/database.ts';
import { WriteThread } from '../db/write-thread.ts';
import { FixedClock } from '../lib/clock.ts';
import { BidWriter } from '../modules/bids/group-commit.ts';
import { declareResult } from '../modules/results/service.ts';

const [mode, file, ...rest] = process.argv.slice(2);
if (!file) throw new Error('usage: crash-writer settle|bids <file> …');
const database = openDatabase(file);
const kill = () => process.kill(process.pid, 'SIGKILL');

if (mode === 'settle') {
  const [marketId, date, adminId, now] = rest.map((v, i) => (i === 1 ? v : Number(v))) as [
    number,
    string,
    number,
    number,
  ];
  const run = WriteThread.prototype.run;
  let settling = false;
  WriteThread.prototype.run = function (sql, parameters) {
    if (/^update "?bids"? set "?status"?/i.test(sql)) settling = true;
    if (settling && sql === 'commit') kill();
    return run.call(this, sql, parameters);
  };
  await declareResult(
    { db: database.db, reads: database.reads, clock: new FixedClock(now) },
    { kind: 'main', marketId, date, session: 'open', pana: '128' },
    { adminId, ip: '127.0.0.9' },
  );
  // Never reached: the commit above kills the process.
  console.log('committed');
} else if (mode === 'bids') {
  const [userId, marketId, date, count] = rest.map((v, i) => (i === 2 ? v : Number(v))) as [
    number,
    number,
    string,
    number,
  ];
  const unit = WriteThread.prototype.unit;
  let batches = 0;
  WriteThread.prototype.unit = function (name, args) {
    const answer = unit.call(this, name, args);
    if (++batches === 3) kill();
    return answer;
  };
  const writer = new BidWriter(database.db, 8);
  const line = { type: 'single_digit', session: 'open', digits: '5', closedigits: '', points: 10 } as const;
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      writer
        .submit({
          userId,
          marketId,
          family: 'main',
          drawDate: date,
          requestId: `crash-${i}`,
          total: 10,
          lines: [line],
          now: Date.now(),
        })
        .then((outcome) => {
          if (outcome.kind === 'placed') writeSync(1, `acked ${outcome.submissionId}\n`);
        }),
    ),
  );
  console.log('all written');
} else {
  throw new Error(`unknown mode ${mode}`);
}
