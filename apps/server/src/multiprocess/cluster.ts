import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/postgres.ts';

/**
 * Real server processes for the multi-process tests: `node --import tsx src/server.ts`, each on a
 * port of its own, all on one database, exactly as a deployment runs several behind a load balancer.
 */

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  name: string;
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** What the process wrote so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM (graceful shutdown), SIGKILL after 10 s; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface Answer {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON answers freely (as test/harness.ts does)
  body: any;
}

/** Starts one server process with these settings over the defaults below and waits until /readyz answers. */
export async function startServer(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      INIT_CWD: serverRoot,
      // Not 'production': it only adds the production start checks (server.ts), which refuse the
      // echoed codes and demo seed these tests use; nothing else reads NODE_ENV.
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      WEB_DIST: join(serverRoot, 'no-web-app'),
      ...env,
    },
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    name,
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };

  const deadline = performance.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server ${name} exited with code ${child.exitCode} during start:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await server.stop();
      throw new Error(`server ${name} was not ready within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** POSTs JSON to a server process (a bearer token when given). */
export async function post(server: ServerProcess, path: string, body: object, token?: string): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { statusCode: res.status, body: parsed };
}
