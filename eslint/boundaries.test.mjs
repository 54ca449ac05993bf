// Tests of the boundary rules (ADR 026): each rule fails on a violation planted in eslint/fixtures (a
// folder the repository's own lint run ignores), passes the allowed cases beside it, and the
// repository's eslint.config.js applies them to the real server and web app. Run by `npm test`'s lint check.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import boundaries from './boundaries.mjs';

const here = import.meta.dirname;
const fixtures = join(here, 'fixtures');
const repository = join(here, '..');

/** Lints every file of one fixture folder with only the given pana rules; returns `file → [[rule, message]]` of its problems. */
async function lintFixture(folder, rules) {
  const cwd = join(fixtures, folder);
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser, sourceType: 'module' },
        plugins: { pana: boundaries },
        rules,
      },
    ],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return Object.fromEntries(
    results.map((r) => [r.filePath.slice(cwd.length + 1), r.messages.map((m) => [m.ruleId, m.message])]),
  );
}

const ruleIds = (messages) => messages.map(([rule]) => rule);

describe('pana/no-cycle between modules', () => {
  const rules = (allow = []) => ({ 'pana/no-cycle': ['error', { root: 'modules', unit: 'module', allow }] });

  it('reports both imports of a cycle between two modules, naming the files that make it', async () => {
    const problems = await lintFixture('cycle', rules());
    assert.deepEqual(ruleIds(problems['modules/alpha/service.ts']), ['pana/no-cycle']);
    assert.deepEqual(ruleIds(problems['modules/beta/helper.ts']), ['pana/no-cycle']);
    assert.match(
      problems['modules/alpha/service.ts'][0][1],
      /alpha → beta → alpha \(alpha\/service\.ts imports beta\/service\.ts; beta\/helper\.ts imports alpha\/service\.ts\)/,
    );
    // A module that only imports one of them is not part of the cycle.
    assert.deepEqual(problems['modules/gamma/service.ts'], []);
    assert.deepEqual(problems['modules/beta/service.ts'], []);
  });

  it('passes once one of its imports is an allowed exception', async () => {
    const problems = await lintFixture('cycle', rules([{ from: 'beta/helper.ts', to: 'alpha', reason: 'a test' }]));
    assert.deepEqual(Object.values(problems).flat(), []);
  });
});

describe('pana/no-cycle between files', () => {
  it('reports a cycle between two files, a lazy import() included, and not a file that only imports one', async () => {
    const problems = await lintFixture('web', { 'pana/no-cycle': ['error', { root: '.', unit: 'file' }] });
    assert.deepEqual(ruleIds(problems['first.ts']), ['pana/no-cycle']);
    assert.deepEqual(ruleIds(problems['second.ts']), ['pana/no-cycle']);
    assert.match(problems['second.ts'][0][1], /second\.ts → first\.ts → second\.ts/);
    assert.deepEqual(problems['third.ts'], []);
  });
});

describe('pana/public-entry', () => {
  const rules = (options) => ({
    'pana/public-entry': ['error', { root: 'modules', entries: { beta: ['service.ts', 'text.ts'] }, ...options }],
  });

  it("refuses another module's repository and internal files, and allows its public ones", async () => {
    const problems = await lintFixture('public', rules({}));
    const messages = problems['modules/alpha/service.ts'].map(([, m]) => m);
    assert.equal(messages.length, 2);
    assert.match(messages[0], /^modules\/beta\/repository\.ts is the SQL of modules\/beta/);
    assert.match(
      messages[1],
      /^modules\/beta\/rules\.ts is internal to modules\/beta: import one of its public files \(service\.ts, text\.ts\)/,
    );
    assert.deepEqual(problems['modules/alpha/own.ts'], []);
  });

  it('with repositoriesOnly (tests, the composition root) refuses only repositories', async () => {
    const problems = await lintFixture('public', rules({ repositoriesOnly: true }));
    assert.equal(problems['app/app.ts'].length, 1);
    assert.match(problems['app/app.ts'][0][1], /^modules\/beta\/repository\.ts is the SQL/);
    assert.equal(problems['modules/alpha/service.ts'].length, 1);
  });

  it('allows an import named as an exception', async () => {
    const allow = [
      { from: 'alpha/service.ts', to: 'beta/repository.ts', reason: 'a test' },
      { from: 'alpha/service.ts', to: 'beta/rules.ts', reason: 'a test' },
    ];
    const problems = await lintFixture('public', rules({ allow }));
    assert.deepEqual(problems['modules/alpha/service.ts'], []);
  });
});

describe('pana/table-owner', () => {
  const rules = {
    'pana/table-owner': [
      'error',
      {
        root: '.',
        owners: {
          alpha_rows: 'modules/alpha',
          beta_rows: 'modules/beta',
          shared_rows: 'modules/beta',
          file_rows: 'db/one-file.ts',
        },
        exceptions: [{ path: 'modules/alpha/repository.ts', tables: ['shared_rows'], reason: 'a test' }],
      },
    ],
  };

  it("refuses a write to another module's table, by the builder or in raw SQL, and a table without an owner", async () => {
    const problems = await lintFixture('tables', rules);
    assert.deepEqual(
      problems['modules/alpha/repository.ts'].map(([, m]) => m.split(' (')[0]),
      [
        'Only modules/beta/ writes beta_rows',
        'Only modules/beta/ writes beta_rows',
        'Only modules/beta/ writes beta_rows',
        'The table stray_rows has no owner: name the module that writes it in the table owners of eslint.config.js',
      ],
    );
  });

  it('lets the owner write, a file owner only in that file', async () => {
    const problems = await lintFixture('tables', rules);
    assert.deepEqual(problems['modules/beta/repository.ts'], []);
    assert.deepEqual(problems['db/one-file.ts'], []);
    assert.deepEqual(
      problems['modules/beta/other.ts'].map(([, m]) => m.split(' (')[0]),
      ['Only db/one-file.ts writes file_rows'],
    );
  });
});

describe("the repository's eslint.config.js", () => {
  const eslint = new ESLint({ cwd: repository });
  /** The boundary rules' messages for `text` linted as if it were the file at `path`. */
  const planted = async (path, text) => {
    const [result] = await eslint.lintText(text, { filePath: join(repository, path) });
    return result.messages.filter((m) => m.ruleId?.startsWith('pana/')).map((m) => [m.ruleId, m.message]);
  };

  it("refuses a module's import of another's repository, and of a file it does not make public", async () => {
    const problems = await planted(
      'apps/server/src/modules/slips/planted.ts',
      "import { findMarket } from '../markets/repository.ts';\nimport { MarketClockWatch } from '../markets/market-clock.ts';\n\nexport const planted = [findMarket, MarketClockWatch];\n",
    );
    assert.deepEqual(ruleIds(problems), ['pana/public-entry', 'pana/public-entry']);
  });

  it('refuses a cycle between server modules', async () => {
    // bids imports the wallet's ledger: the wallet importing bids closes a cycle.
    const problems = await planted(
      'apps/server/src/modules/wallet/planted.ts',
      "import { BID_TEXT } from '../bids/service.ts';\n\nexport const planted = BID_TEXT;\n",
    );
    assert.deepEqual(ruleIds(problems), ['pana/no-cycle']);
    assert.match(problems[0][1], /wallet → bids → wallet/);
  });

  it("refuses a write to another module's table, the ledger's included", async () => {
    const problems = await planted(
      'apps/server/src/modules/slips/planted.ts',
      "import { type Executor } from '../../db/database.ts';\n\nexport const planted = (db: Executor) => [db.deleteFrom('bids'), db.updateTable('wallets')];\n",
    );
    assert.deepEqual(
      problems.map(([, m]) => m.split(' (')[0]),
      ['Only modules/bids/ writes bids', 'Only modules/wallet/ledger.ts writes wallets'],
    );
  });

  it('refuses a second Actor type', async () => {
    const [result] = await eslint.lintText('export interface Actor {\n  adminId: number;\n  ip: string;\n}\n', {
      filePath: join(repository, 'apps/server/src/modules/slips/planted.ts'),
    });
    assert.deepEqual(
      result.messages.map((m) => m.message),
      ['One Actor: import it from modules/operators/guard.ts (with actorOf).'],
    );
  });

  it('refuses a cycle between files of the web app', async () => {
    // The console's route table loads the player screen, which imports screen-props.ts.
    const problems = await planted(
      'apps/web/src/admin/screen-props.ts',
      "import { consoleRoutes } from './routes.ts';\n\nexport const planted = consoleRoutes;\n",
    );
    assert.deepEqual(ruleIds(problems), ['pana/no-cycle']);
  });
});
