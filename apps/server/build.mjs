// Bundles the server into dist/server.js (and the CLIs into dist/cli/*.js) with esbuild.
// Native and driver packages stay external and load from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/seed': 'src/cli/seed.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // @pana/domain is a workspace of TypeScript sources: bundle it rather than load .ts at run time.
  plugins: [
    {
      name: 'bundle-workspace-packages',
      setup(b) {
        b.onResolve({ filter: /^@pana\// }, async (args) => {
          if (args.pluginData?.again) return undefined;
          const r = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: { again: true } });
          return { path: r.path, external: false };
        });
      },
    },
  ],
  logLevel: 'warning',
});
