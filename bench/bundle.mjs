#!/usr/bin/env node
// The player app's first load (DESIGN.md section 9): gzip size of the JavaScript /login loads
// (the entry script and its modulepreloads in dist/index.html). Budget ≤ 120 KB.
//   node bench/bundle.mjs [--no-build]
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, root } from './lib.mjs';

const dist = join(root, 'apps/web/dist');
if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npm', ['run', 'build', '-w', '@pana/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const first = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const firstBytes = first.reduce((n, f) => n + gz(f), 0);
const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const allBytes = all.reduce((n, f) => n + gz(`assets/${f}`), 0);

console.log(`\nplayer app bundle (gzip -9)`);
for (const f of first) console.log(`  ${f.padEnd(48)} ${fmt(gz(f) / 1024, 1)} KB`);
console.log(`  first load of /login      ${fmt(firstBytes / 1024, 1)} KB   (budget ≤ 120 KB)`);
console.log(`  all JavaScript            ${fmt(allBytes / 1024, 1)} KB in ${all.length} chunks (every other route lazy)`);
process.exit(firstBytes <= 120 * 1024 ? 0 : 1);
