// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webFeatures from './eslint/web-features.mjs';

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
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'data/**', 'shots/**', 'artifacts/**'],
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
    // One owner for every point (ADR 005): only the wallet's ledger module writes balances and
    // ledger rows. Tests may corrupt them on purpose (the ledger check's own tests); migrations are frozen.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/wallet/ledger.ts', 'apps/server/src/db/migrations/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/][arguments.0.value=/^(wallets|wallet_ledger)\\b/]",
          message: 'Only modules/wallet/ledger.ts writes wallets and wallet_ledger: call its debit, credit, postWins or openWallet.',
        },
      ],
    },
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
