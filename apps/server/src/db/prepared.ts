import { type Compilable, type CompiledQuery, createQueryId, type Kysely, type QueryResult } from 'kysely';
import { type Executor, readNow } from './database.ts';
import { isPostgres } from './engine.ts';
import { type Database } from './schema.ts';

/** What `build` receives in place of each argument: it stands for a value, never for the shape of the SQL. */
class Slot {
  constructor(readonly index: number) {}
}

/** A value of the compiled statement: the n-th argument, or a constant the builder wrote in. */
type Binding = { arg: number } | { value: unknown };

/**
 * A statement of a hot path (the bid path, the dashboard poll, every logged-in call's session check),
 * built and compiled by Kysely once per engine and then run with new values: building and compiling a
 * query cost three times what SQLite takes to run it (ADR 007). `build` gets one placeholder per
 * argument and may use them only where a value goes (`where`, `values`, `set`); the SQL must not
 * depend on them (no `in` lists of varying length, no optional clauses). Both engines' SQL differ
 * only in placeholders and quoting, so each gets its own compiled text.
 *
 * ```ts
 * const findSession = prepared((db, hash: string) => db.selectFrom('sessions').selectAll().where('token_hash', '=', hash));
 * const [row] = (await findSession.run(db, hash)).rows;
 * ```
 */
export function prepared<Args extends unknown[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): { run: (db: Executor, ...args: Args) => Promise<QueryResult<Row>> } {
  const compiled = new Map<boolean, { query: CompiledQuery<Row>; bindings: Binding[] }>();
  return {
    async run(db, ...args) {
      const engine = isPostgres(db);
      let statement = compiled.get(engine);
      if (!statement) {
        const slots = args.map((_, index) => new Slot(index)) as unknown as Args;
        const query = build(db as Kysely<Database>, ...slots).compile();
        const bindings = query.parameters.map((p): Binding => (p instanceof Slot ? { arg: p.index } : { value: p }));
        const unbound = args.findIndex((_, i) => !bindings.some((b) => 'arg' in b && b.arg === i));
        if (unbound >= 0) throw new Error(`prepared: argument ${unbound} is not a value of the statement\n${query.sql}`);
        statement = { query, bindings };
        compiled.set(engine, statement);
      }
      const parameters = statement.bindings.map((b) => ('arg' in b ? args[b.arg] : b.value));
      const query = { ...statement.query, parameters, queryId: createQueryId() };
      // A SELECT outside a transaction on SQLite runs at once on the read connection (database.ts).
      return readNow<Row>(db, query) ?? db.executeQuery<Row>(query);
    },
  };
}
