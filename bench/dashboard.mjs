#!/usr/bin/env node
// The dashboard poll (DESIGN.md section 9): /api-get-dashboard-data without a token, 50 connections,
// against a bare Fastify hello-world measured the same way in the same run. Budget: ≥ 40% of it.
//   node bench/dashboard.mjs [--seconds 10] [--connections 50]
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { buildServer, fmt, root, startServer, stop, tempDb } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 50);

const load = (url, body) =>
  autocannon({
    url,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

// A bare Fastify answering a POST with a small JSON body: the ceiling of this machine.
const helloSource = `
import Fastify from 'fastify';
const app = Fastify();
app.post('/hello', async () => ({ status: true, msg: 'hello' }));
await app.listen({ port: 18193, host: '127.0.0.1' });
`;
const hello = spawn(process.execPath, ['--input-type=module', '-e', helloSource], {
  cwd: `${root}/apps/server`,
  stdio: 'inherit',
});
await new Promise((r) => setTimeout(r, 1500));
const bare = await load('http://127.0.0.1:18193/hello', {});
hello.kill();

buildServer();
const server = await startServer({ port: 18192, dbFile: tempDb() });
const dash = await load('http://127.0.0.1:18192/api-get-dashboard-data', {
  env_type: 'Prod',
  app_key: 'pana-public-app-key',
  unique_token: null,
});
await stop(server);

const ratio = dash.requests.average / bare.requests.average;
console.log(`\ndashboard poll, ${connections} connections, ${seconds} s`);
console.log(`  bare Fastify hello-world  ${fmt(bare.requests.average)} req/s`);
console.log(
  `  /api-get-dashboard-data   ${fmt(dash.requests.average)} req/s (p99 ${fmt(dash.latency.p99, 1)} ms, ${fmt(dash.non2xx)} non-2xx)`,
);
console.log(`  ratio                     ${fmt(ratio * 100, 1)}%   (budget ≥ 40%)`);
