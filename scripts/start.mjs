#!/usr/bin/env node
// `npm start`: on a fresh clone installs what is missing, builds the web app and the server when their
// sources changed, then runs the server, which migrates and seeds the database on first run and serves
// the player app, the operator console, the API and /docs on http://localhost:8080 (PORT to change it).
// It is the friendly demo: it never sets NODE_ENV=production (which refuses echoed codes, demo seeding and
// default passwords); a production start sets NODE_ENV=production itself (docs/OPERATIONS.md).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, root, run } from './lib/setup.mjs';

/** Newest modification time of the files under these folders (node_modules and dist excluded). */
function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(join(p, name));
    } else latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach(walk);
  return latest;
}

ensureInstalled();

const stamp = join(root, 'apps', 'server', 'dist', '.built');
const sources = ['apps/web', 'apps/server', 'packages/domain', 'package-lock.json'].map((p) => join(root, p));
if (!existsSync(stamp) || newest(sources) > statSync(stamp).mtimeMs) {
  console.log('Building the web app and the server...');
  const code = run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
  writeFileSync(stamp, new Date().toISOString());
}

const nodeEnv = process.env.NODE_ENV || 'development';
if (nodeEnv !== 'production') {
  console.log(
    [
      '',
      `Pana demo (NODE_ENV=${nodeEnv}): unless configured otherwise, one-time codes are echoed in the answers`,
      'and the demo logins below work (player and operator admin/admin12345). Not for real players:',
      'the production checklist is docs/OPERATIONS.md.',
    ].join('\n'),
  );
}

const server = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  // Relative paths (DATABASE_URL=./data/pana.db) are relative to the project root, wherever npm was started.
  env: { ...process.env, NODE_ENV: nodeEnv, INIT_CWD: root },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
