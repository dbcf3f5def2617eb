import { randomBytes } from 'node:crypto';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../tests/support/s3-server';
import { freePort, json, startServer } from '../../../tests/support/server-process';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';

const sharedServices = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

/** A pid that belonged to a process which has exited. */
function exitedPid(): number {
  return Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
  );
}

/** Resolves the exit code once the process ends after SIGTERM. */
function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

// start:web and start:worker refuse to run without a shared database, bucket and Redis.
describe.skipIf(!sharedServices)('start:web and start:worker as separate processes', () => {
  let testDatabase: TestDatabase | undefined;
  let s3: TestS3Server | undefined;
  let dataDir = '';
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await testDatabase?.dispose();
    await s3?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('the web instance queues a job and runs none; the worker runs it and serves only its health', async () => {
    testDatabase = await createTestDatabase();
    s3 = await startS3Server();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-roles-'));
    // The processes' temp folder, holding the copy of a memory a killed worker left mid-render.
    const tmpDir = path.join(dataDir, 'tmp');
    const leftByKilledWorker = path.join(tmpDir, `keepsake-card-${exitedPid()}-abc123`);
    await mkdir(leftByKilledWorker, { recursive: true });
    await writeFile(path.join(leftByKilledWorker, 'memory.jpg'), 'a customer photo');
    const [port, workerPort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      WORKER_PORT: String(workerPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TMPDIR: tmpDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: testDatabase.url!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      // This run's own rate-limit counters: earlier runs' requests must not count against it.
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      AUTH_SECRET: 'a-shared-secret-that-is-at-least-32-characters',
      ...s3.env,
    };
    const jobStates = async () =>
      (
        await testDatabase!.database.query<{ state: string }>(
          "select state from pgboss.job where name = 'password-reset-mail'",
        )
      ).map((row) => row.state);
    const schedules = async () => (await testDatabase!.database.query('select name from pgboss.schedule')).length;

    const web = await startServer(env, url, { args: ['web'] });
    children.push(web);
    expect((await json(await fetch(`${url}/api/health`))).status).toBe('ok');
    const forgot = await fetch(`${url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    expect(forgot.status).toBe(200);
    // Three polling intervals (2 s): a process that worked the queue would have taken it.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await jobStates()).toEqual(['created']);
    expect(await schedules()).toBe(0);

    const workerUrl = `http://127.0.0.1:${workerPort}`;
    const worker = await startServer(env, workerUrl, { args: ['worker'], healthUrl: `${workerUrl}/health` });
    children.push(worker);
    const health = await fetch(`${workerUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', role: 'worker', queue: 'up' });
    expect(existsSync(leftByKilledWorker)).toBe(false);
    expect((await fetch(`${workerUrl}/`)).status).toBe(404);
    expect((await fetch(`${workerUrl}/api/health`)).status).toBe(404);
    for (let tries = 0; tries < 150 && (await jobStates())[0] !== 'completed'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await jobStates()).toEqual(['completed']);
    expect(await schedules()).toBeGreaterThan(0);

    expect(await stop(worker)).toBe(0);
    expect(await stop(web)).toBe(0);
  }, 180_000);
});
