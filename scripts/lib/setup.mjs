// Shared by `npm start`, `npm test` and `npm run bench`: install what a fresh clone is missing.
// Only Node built-ins: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command with inherited stdio; returns its exit code. */
export function run(command, args, { cwd = root, env = {} } = {}) {
  const r = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.error) {
    console.error(`${command}: ${r.error.message}`);
    return 1;
  }
  return r.status ?? 1;
}

/** `npm ci` when node_modules is missing or older than package-lock.json (tracked by a stamp file). */
export function ensureInstalled() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.pana-installed');
  const want = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'no-lock';
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  console.log('Installing npm packages (first run; native modules build from source, a few minutes)...');
  const code = run('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('npm install failed; see the output above.');
    process.exit(code);
  }
  writeFileSync(stamp, want);
}

export const chromiumPath = '/usr/bin/chromium';
/** A Devanagari font, as every Android phone has: the Hindi and Marathi screens are tested and looked at with it (ADR 020). */
const devanagariFont = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';

/** Debian's chromium and Noto fonts for the browser tests, from apt when absent (never a downloaded browser). */
export function ensureChromium() {
  if (existsSync(chromiumPath) && existsSync(devanagariFont)) return true;
  console.log('Installing Debian chromium and fonts-noto-core for the browser tests (apt-get)...');
  const apt = (args) =>
    process.getuid?.() === 0
      ? run('apt-get', args, { env: { DEBIAN_FRONTEND: 'noninteractive' } })
      : run('sudo', ['-n', 'apt-get', ...args], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['update', '-qq']) === 0) apt(['install', '-y', '-qq', 'chromium', 'fonts-noto-core']);
  if (!existsSync(chromiumPath)) {
    console.error(`Could not install chromium at ${chromiumPath}; the browser tests will fail.`);
    return false;
  }
  if (!existsSync(devanagariFont)) console.error(`Could not install ${devanagariFont}; Hindi and Marathi screenshots will show boxes.`);
  return true;
}
