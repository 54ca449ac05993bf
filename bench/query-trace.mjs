// Per-statement timings of the server's own code, for the benchmarks: a Kysely plugin that notes when
// each executed statement was compiled and when its result came back (the statement's SQL is compiled
// again only when asked), and EXPLAIN ANALYZE of a traced statement on PostgreSQL.
import { performance } from 'node:perf_hooks';

/**
 * `tracer.plugin` goes on the database (`db.withPlugin(tracer.plugin)`, transactions inherit it);
 * `tracer.mark(label)` names the statements that follow; `tracer.statements(label)` lists them with
 * their SQL, parameters and milliseconds, in order.
 */
export function queryTracer(db) {
  const started = new Map();
  const done = [];
  let label = '';
  return {
    plugin: {
      transformQuery({ node, queryId }) {
        // Also called for a subquery, which never gets a result of its own (it is then ignored).
        started.set(queryId, { node, at: performance.now(), label });
        return node;
      },
      async transformResult({ queryId, result }) {
        const s = started.get(queryId);
        if (s) {
          started.delete(queryId);
          done.push({ ...s, ms: performance.now() - s.at });
        }
        return result;
      },
    },
    mark(next) {
      label = next;
      started.clear();
    },
    statements(which) {
      return done
        .filter((s) => s.label === which)
        .map((s) => {
          const compiled = db.getExecutor().compileQuery(s.node, { queryId: 'trace' });
          return { sql: compiled.sql, parameters: compiled.parameters, ms: s.ms };
        });
    },
  };
}

/** A statement's SQL on one line, cut to `max` characters. */
export function oneLine(sqlText, max = 160) {
  const flat = sqlText.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The plan of a statement as PostgreSQL runs it: `EXPLAIN (ANALYZE, BUFFERS)` inside a transaction
 * that is rolled back (so a write changes nothing), or the plan alone with `analyze: false`.
 */
export async function explainOnPostgres(
  client,
  { sql: text, parameters },
  { analyze = true, timeoutMs = 600_000 } = {},
) {
  await client.query('begin');
  try {
    await client.query(`set local statement_timeout = ${Math.round(timeoutMs)}`);
    const { rows } = await client.query(
      `explain (${analyze ? 'analyze, buffers, ' : ''}verbose off, costs on) ${text}`,
      parameters,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
  }
}
