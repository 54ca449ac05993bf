// The writer thread's entry (db/write-thread.ts starts it, ADR 025): the SQLite file's only write
// connection and, loaded on first use, the units of work it may run, whose committed balance changes
// are told to the serving thread (the ledger's watchers there tell the players' open screens).
import { serveWrites } from './db/write-host.ts';

serveWrites(async () => {
  const [{ writeUnits }, { watchLedger }] = await Promise.all([
    import('./write-units.ts'),
    import('./modules/wallet/ledger.ts'),
  ]);
  return { units: writeUnits, setup: (db, emit) => watchLedger(db, (changes) => emit('ledger', changes)) };
});
