// Bundles the server into dist/server.js (and the CLIs into dist/cli/*.js) with esbuild.
// Native and driver packages stay external and load from node_modules at run time.
import { copyFileSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/ledger-check': 'src/cli/ledger-check.ts',
    'cli/results-verify': 'src/cli/results-verify.ts',
    'cli/housekeeping': 'src/cli/housekeeping.ts',
    // The writer thread (src/db/write-thread.ts) loads the bundle beside the one that starts it.
    'write-worker': 'src/write-worker.ts',
    'cli/write-worker': 'src/write-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // npm packages load from node_modules at run time (better-sqlite3 is native); the workspace's own
  // TypeScript packages (@pana/domain) are bundled in.
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@pana/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  logLevel: 'warning',
});

// The read pool's worker (src/db/read-pool.ts) is plain JavaScript loaded beside the bundle that
// starts it: dist/ for the server, dist/cli/ for the commands.
for (const dir of ['dist', 'dist/cli']) {
  mkdirSync(dir, { recursive: true });
  copyFileSync('src/db/sqlite-read-worker.mjs', `${dir}/sqlite-read-worker.mjs`);
}
