import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import { serverTsxEnv } from '../../tests/support/server-process';
import { projectRoot } from './paths';
import { shutDown } from './shutdown';

const mainModule = path.join(projectRoot, 'src/server/main.ts');

interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Every child started here; one still running after its test (a failure, a timeout) is killed. */
const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
});

/** Runs the real server entry point (through tsx) until it exits. */
function runServer(env: Record<string, string>, onOutput?: (line: string, kill: () => void) => void) {
  return new Promise<Exited>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', ...serverTsxEnv, ...env },
    });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (const line of chunk.toString().split('\n')) onOutput?.(line, () => child.kill('SIGTERM'));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // 'close', not 'exit': only 'close' comes after the last of stdout has been read.
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('stopping the server', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.database.close();
    await testApp?.dispose();
    testApp = undefined;
  });

  it('lets an in-flight request finish, then refuses new connections', async () => {
    let releaseSlowRequest = () => {};
    testApp = await createTestApp({
      extend(app) {
        app.get('/api/test/slow', async () => {
          await new Promise<void>((resolve) => {
            releaseSlowRequest = resolve;
          });
          return { finished: true };
        });
      },
    });
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stopping = shutDown({ app: testApp.app, database: testApp.database, timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseSlowRequest();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(await stopping).toBe(true);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});

describe('the log at exit', () => {
  // A child whose only libuv pool thread is held by a read of its stdin, so its log lines'
  // asynchronous writes are still queued when it asks to exit, as on a machine too busy to run
  // the pool in time. The parent frees the pool only once the child is on its way out.
  const child = `
    import fs from 'node:fs';
    import pino from 'pino';
    import { endLogStream, openLogStream } from ${JSON.stringify(path.join(projectRoot, 'src/server/shutdown.ts'))};
    const stream = openLogStream();
    const logger = pino(stream);
    fs.read(0, Buffer.alloc(1), 0, 1, null, () => {});
    logger.info('shutting down: finishing in-flight requests');
    logger.info('server stopped');
    process.stderr.write('exiting\\n');
    await endLogStream(stream, 60_000);
    process.exit(0);
  `;

  it('writes every line, in order, when the writes are still queued at exit', async () => {
    const result = await new Promise<Exited>((resolve) => {
      const running = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
        cwd: projectRoot,
        env: { PATH: process.env.PATH ?? '', UV_THREADPOOL_SIZE: '1' },
      });
      children.add(running);
      let stdout = '';
      let stderr = '';
      running.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      running.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('exiting')) running.stdin.end('x');
      });
      running.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(result.code).toBe(0);
    expect(
      result.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    ).toEqual(['shutting down: finishing in-flight requests', 'server stopped']);
  });
});

describe('the server process', () => {
  it('stops cleanly on SIGTERM with exit code 0', async () => {
    const testDatabase = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-main-'));
    // The PGlite pass gives the process its own folder; a PGlite database cannot be shared.
    await testDatabase.database.close();
    try {
      const result = await runServer(
        {
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'test',
          ...(testDatabase.url ? { DATABASE_URL: testDatabase.url } : {}),
        },
        (line, kill) => {
          if (line.includes('Keepsake is ready')) kill();
        },
      );
      expect(result.code).toBe(0);
      const messages = result.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toContain('shutting down: finishing in-flight requests');
      expect(messages.at(-1)).toBe('server stopped');
    } finally {
      await testDatabase.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses to start with a malformed variable, saying so in one line', async () => {
    const result = await runServer({ PORT: 'not-a-port' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "not-a-port")',
    ]);
  });
});
