// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.mjs';
import webFeatures from './eslint/web-features.mjs';

// Module boundaries (docs/decisions/026-module-boundaries.md): the server's modules are the folders of
// SERVER_MODULES. The rules and their tests are in eslint/; the decisions they hold are written here.
const SERVER = `${import.meta.dirname}/apps/server/src`;
const SERVER_MODULES = `${SERVER}/modules`;

/**
 * What another module may import of each module (a module not listed: its service.ts). A repository is
 * never public: its SQL is the module's own. A file becomes public by being added here.
 */
const PUBLIC_ENTRIES = {
  // The weekly statements' closing job, run by the housekeeper (ADR 029).
  agents: ['statements.ts'],
  auth: ['service.ts', 'sessions.ts', 'otp.ts'],
  bids: ['service.ts', 'history.ts', 'pending-groups.ts'],
  content: ['settings.ts'],
  // What deposits shares with the rest of the wallet's calls: the deps, the betting check, the dates, the texts.
  funds: ['context.ts', 'text.ts', 'service.ts'],
  limits: ['service.ts', 'liability.ts'],
  markets: ['service.ts'],
  notifications: ['service.ts'],
  operators: ['service.ts', 'guard.ts', 'audit.ts', 'console-text.ts', 'query-params.ts'],
  payments: ['providers.ts', 'text.ts'],
  // The derived tables (ADR 027): a write path announces what happened through index.ts.
  projections: ['index.ts'],
  reports: ['csv.ts'],
  'responsible-play': ['service.ts'],
  'result-chain': ['chain.ts'],
  results: ['service.ts'],
  // Agents' floats are kept by the wallet (ADR 029): float.ts moves them.
  wallet: ['ledger.ts', 'float.ts'],
};

/**
 * Imports of another module's internals allowed for a while, each with its reason and the work that
 * removes it: `from` and `to` name a module or a file under modules/ (`{ from: 'a/x.ts', to: 'b/repository.ts', reason }`).
 */
const PUBLIC_ENTRY_EXCEPTIONS = [
  // TEMPORARY: a test of automatic deposits still in funds/ plants payment notifications with deposits' SQL.
  { from: 'funds/automatic-deposits.test.ts', to: 'deposits/repository.ts', reason: 'the test moves to modules/deposits' },
];

/**
 * Module imports left out of the cycle check for a while, in the same form (`{ from: 'a/x.ts', to: 'b', reason }`),
 * each with its reason and the work that removes it. None today.
 */
const CYCLE_EXCEPTIONS = [];

/**
 * Who writes each table (insertInto, updateTable, deleteFrom, raw insert/update/delete SQL): a module
 * folder or one file, under apps/server/src. Every table of db/schema.ts has an owner; other modules
 * call the owner's functions. Tests, test/ and the frozen migrations are not checked.
 */
const TABLE_OWNERS = {
  // One owner for every point (ADR 005): only the ledger writes balances and ledger rows.
  wallets: 'modules/wallet/ledger.ts',
  wallet_ledger: 'modules/wallet/ledger.ts',
  users: 'modules/auth',
  sessions: 'modules/auth',
  otp_challenges: 'modules/auth',
  settings: 'db/settings-rows.ts',
  rate_limits: 'db/rate-limit-store.ts',
  markets: 'modules/markets',
  market_off_dates: 'modules/markets',
  rates: 'modules/markets',
  admins: 'modules/operators',
  admin_sessions: 'modules/operators',
  audit_log: 'modules/operators',
  results: 'modules/results',
  result_chain: 'modules/result-chain',
  result_chain_head: 'modules/result-chain',
  draw_totals: 'modules/projections',
  draw_players: 'modules/results',
  bid_submissions: 'modules/bids',
  bids: 'modules/bids',
  pending_bid_groups: 'modules/projections',
  saved_slips: 'modules/slips',
  bid_limits: 'modules/limits',
  outcome_points: 'modules/limits',
  liability_draws: 'modules/limits',
  operator_alerts: 'modules/limits',
  payment_numbers: 'modules/funds',
  bank_accounts: 'modules/funds',
  fund_requests: 'modules/deposits',
  withdraw_requests: 'modules/funds',
  transfers: 'modules/funds',
  wallet_adjustments: 'modules/funds',
  payout_exports: 'modules/funds',
  payment_notifications: 'modules/deposits',
  notices: 'modules/notifications',
  notifications: 'modules/notifications',
  notification_jobs: 'modules/notifications',
  push_subscriptions: 'modules/notifications',
  push_outbox: 'modules/notifications',
  event_tickets: 'modules/live',
  player_limits: 'modules/responsible-play',
  play_breaks: 'modules/responsible-play',
  player_day_totals: 'modules/projections',
  // Agents' floats are kept like wallets (ADR 029): only the wallet module's float ledger writes them.
  agent_floats: 'modules/wallet/float.ts',
  float_ledger: 'modules/wallet/float.ts',
  float_movements: 'modules/wallet/float.ts',
  agent_statements: 'modules/agents',
  agent_statement_lines: 'modules/agents',
  agent_cashout_requests: 'modules/agents',
  // Result feeds (ADR 032): the sources, their settings per market and what they said.
  feed_sources: 'modules/feeds',
  feed_markets: 'modules/feeds',
  feed_observations: 'modules/feeds',
  support_tickets: 'modules/tickets',
  support_ticket_messages: 'modules/tickets',
};

/** Writers besides a table's owner, each with its reason. */
const TABLE_EXCEPTIONS = [
  { path: 'modules/wallet/ledger.ts', tables: ['wallet_adjustments'], reason: 'an opening balance is an operator-less adjustment (ADR 005)' },
  { path: 'modules/results/repository.ts', tables: ['bids'], reason: 'settlement marks a draw\'s bids won or lost, set-based (ADR 007)' },
  { path: 'modules/responsible-play/repository.ts', tables: ['users'], reason: 'the columns of responsible play on the player (ADR 018)' },
  { path: 'modules/players/repository.ts', tables: ['users'], reason: "the console's betting and blocking switches" },
  { path: 'modules/agents/repository.ts', tables: ['admins'], reason: "an agent's own columns (invite code, rates, credit limit, suspension, contact and UPI id; ADR 029)" },
  { path: 'modules/agents/repository.ts', tables: ['users'], reason: 'the owner moves a player to another agent or to the house (users.agent_id, ADR 029)' },
  { path: 'modules/notifications/vapid-keys.ts', tables: ['settings'], reason: 'the VAPID keys, sealed, written once (ADR 014)' },
  {
    path: 'modules/housekeeping/repository.ts',
    tables: ['outcome_points', 'liability_draws', 'rate_limits', 'sessions', 'admin_sessions', 'otp_challenges', 'operator_alerts', 'feed_observations'],
    reason: 'deletes rows that no longer matter, in bounded batches (ADR 021)',
  },
  { path: 'db/seed.ts', tables: ['markets', 'rates', 'users', 'settings', 'results', 'result_chain', 'result_chain_head'], reason: "the demo seed's first rows" },
  { path: 'cli/copy-to-postgres.ts', tables: ['settings', 'result_chain_head'], reason: 'copies a whole database into an empty one' },
];

// ---- Web app: features do not import each other (docs/ARCHITECTURE.md#web-app-layout) ----------------
// pana-web/no-cross-feature (eslint/web-features.mjs) resolves every relative import of a file under
// apps/web/src/features/<a>/ and refuses one that lands in another feature folder, whatever the path
// ('../../slips/…' included). The imports allowed between features are all listed here, each with why;
// docs/ARCHITECTURE.md's web section names the same ones. Tested by apps/web/src/features/features-boundary.test.ts.
const WEB_FEATURE_EXCEPTIONS = [
  // Saved and repeated slips (ADR 016): their buttons sit on bidding's and gali's screens, and a replayed
  // slip opens bidding's bid screen for its game.
  { from: 'bidding', to: 'slips/components/slip-actions.tsx', reason: "the slip buttons on the game grid" },
  { from: 'bidding', to: 'slips/components/save-slip-button.tsx', reason: "Save slip on the bid slip" },
  { from: 'gali', to: 'slips/components/slip-actions.tsx', reason: "the slip buttons on Gali's chooser" },
  { from: 'slips', to: 'bidding/lib/slip-screen.ts', reason: "a replayed slip opens bidding's bid screen" },
  // Gali's chooser shows the same board tiles as bidding's game grid.
  { from: 'gali', to: 'bidding/components/board-tiles.tsx', reason: "Gali's chooser shows bidding's board tiles" },
  // An online payment waits for its deposit in the wallet's deposit history (the same query and cache).
  { from: 'funds', to: 'wallet/api/get-deposit-history.ts', reason: "the payment's deposit in the wallet's history" },
];
const WEB_FEATURES_BOUNDARY = {
  files: ['apps/web/src/features/**/*.{ts,tsx}'],
  plugins: { 'pana-web': webFeatures },
  rules: {
    'pana-web/no-cross-feature': ['error', { root: `${import.meta.dirname}/apps/web/src/features`, allow: WEB_FEATURE_EXCEPTIONS }],
  },
};
// ---- end of the web features block -----------------------------------------------------------------

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'data/**', 'shots/**', 'artifacts/**', 'eslint/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Imports sorted: packages, then relative; one group, no blank lines (pure JS, no native resolver).
      'simple-import-sort/imports': ['error', { groups: [['^\\u0000', '^node:', '^@?\\w', '^', '^\\.']] }],
      'simple-import-sort/exports': 'error',
      'no-duplicate-imports': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never reach into each other (docs/ARCHITECTURE.md#web-app-layout): shared → features → app.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../features/*', '../features/*'], message: 'Features do not import each other; lift shared code to components/ or lib/.' }] }],
    },
  },
  {
    // The app layer composes the features (the routes, the live updates that feed their queries).
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  WEB_FEATURES_BOUNDARY, // the web features block above
  {
    // Migrations take Kysely<any> (frozen, independent of today's schema types); tests read JSON freely.
    files: ['apps/server/src/db/migrations/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Module boundaries (ADR 026). Everywhere in the server: no module imports another's repository,
    // and the modules' imports make no cycle.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/migrations/**'],
    plugins: { pana: boundaries },
    rules: {
      'pana/public-entry': ['error', { root: SERVER_MODULES, entries: PUBLIC_ENTRIES, repositoriesOnly: true, allow: PUBLIC_ENTRY_EXCEPTIONS }],
      'pana/no-cycle': ['error', { root: SERVER_MODULES, unit: 'module', allow: CYCLE_EXCEPTIONS }],
    },
  },
  {
    // A module's code imports another module only through its public files (tests and the composition
    // root — app.ts, cli/, plugins/ — may import any file but a repository).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'pana/public-entry': ['error', { root: SERVER_MODULES, entries: PUBLIC_ENTRIES, allow: PUBLIC_ENTRY_EXCEPTIONS }],
    },
  },
  {
    // One writer for every table (ADR 026; ADR 005 for the ledger). Tests may corrupt tables on purpose
    // (the ledger check's own tests), test/ plants rows, migrations are frozen.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/migrations/**', '**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'pana/table-owner': ['error', { root: SERVER, owners: TABLE_OWNERS, exceptions: TABLE_EXCEPTIONS }],
    },
  },
  {
    // One home per concept (ADR 026): who does an operator write, for the audit log, is operators/guard.ts's Actor.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/operators/guard.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSInterfaceDeclaration[id.name='Actor'], TSTypeAliasDeclaration[id.name='Actor']",
          message: 'One Actor: import it from modules/operators/guard.ts (with actorOf).',
        },
      ],
    },
  },
  {
    // No import cycle between the web app's files, lazy imports included (ADR 026).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { pana: boundaries },
    rules: { 'pana/no-cycle': ['error', { root: `${import.meta.dirname}/apps/web/src`, unit: 'file' }] },
  },
  {
    // Layers of the server (ARCHITECTURE.md): modules → db → lib. Storage never reaches up into the
    // modules; whatever it needs from them, its caller passes in (the seed's openWallet, say).
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../modules/*', '../../modules/*'],
              message: 'db/ does not import modules/: move the helper down to db/ or lib/, or let the caller pass it in.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ is the bottom layer: no storage, no modules. A helper that needs storage takes an interface
    // (lib/rate-limit.ts's RateLimitStore) whose database implementation lives in db/.
    files: ['apps/server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../db/*', '../modules/*'],
              message: 'lib/ does not import db/ or modules/: take an interface and let app.ts pass the implementation.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'react', 'fastify', 'kysely'] }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'The domain package takes the instant as an argument.' }],
    },
  },
);
