import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../src/server/paths.js';
import { processEnv } from '../../src/server/start/process-env.js';

/** The real server as a child process (tsx on src/server/main.ts), for tests that kill it. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * tsx applies a tsconfig only to the files it includes, and the root tsconfig.json includes none
 * (it only references the projects), so the server's own project must be named: without it the
 * e-mail templates' JSX compiles to the classic `React.createElement` and every e-mail fails.
 */
export const serverTsxEnv = { TSX_TSCONFIG_PATH: path.join(projectRoot, 'tsconfig.server.json') };

/**
 * Starts the server and resolves once `healthUrl` (default `${url}/api/health`) answers 200;
 * `args` picks a role (`web`, `worker`; none runs everything).
 */
export async function startServer(
  env: Record<string, string>,
  url: string,
  { args = [], healthUrl = `${url}/api/health` }: { args?: string[]; healthUrl?: string } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts'), ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', ...processEnv, ...serverTsxEnv, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Generous: on a loaded 2-core machine a cold start (tsx, PGlite recovery) takes a while.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(healthUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** Kills the server at once, as a power cut would, and waits until the process is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** Signs up through the API, reading the code from the development mailbox; returns a Bearer token. */
export async function signUpOver(url: string, label: string): Promise<string> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const post = (route: string, body: unknown, cookie?: string) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  await post('/api/auth/send-verification', { email });
  const mailbox = await json(await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`));
  const code = String((mailbox.messages as { text: string }[])[0]?.text.match(/\b(\d{6})\b/)?.[1]);
  const verified = await post('/api/auth/verify-code', { email, code });
  const cookie = verified.headers.get('set-cookie')?.split(';')[0] ?? '';
  const completed = await json(
    await post('/api/auth/complete-signup', { email, firstName: 'Crash', lastName: 'Test' }, cookie),
  );
  return String(completed.token);
}
