import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../../src/server/paths.js';
import { processEnv } from '../../src/server/start/process-env.js';
import { startFakeSmtp } from './fake-smtp.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { createPostgresDatabase } from './test-database.js';
import { freePort, killHard, serverTsxEnv } from './server-process.js';

export type ClusterRole = 'web' | 'worker';

/**
 * How a role is started and how it says it is up: the one place that knows the command line
 * of `npm run start:web` / `start:worker` (run from source with tsx, as server-process.ts does).
 */
function roleLaunch(role: ClusterRole, ports: { port: number; workerPort: number }) {
  return {
    args: ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts'), role],
    healthUrl:
      role === 'web' ? `http://127.0.0.1:${ports.port}/api/health` : `http://127.0.0.1:${ports.workerPort}/health`,
  };
}

export interface ClusterProcess {
  name: string;
  role: ClusterRole;
  /** Where a web instance serves HTTP (a worker's port is only its health check). */
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** The last lines the process wrote, for a failure message. */
  output(): string;
}

export interface ProcessCluster {
  web: [ClusterProcess, ClusterProcess];
  worker: ClusterProcess;
  smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  s3: TestS3Server;
  /** The cluster's own database, for what a test must observe there (job states, rows). */
  db: pg.Pool;
  /** Starts one more worker (a fresh machine: its own data folder and port). */
  startWorker(): Promise<ClusterProcess>;
  /** Every process started, in order, the killed ones included. */
  processes: ClusterProcess[];
  stop(): Promise<void>;
}

const startTimeoutMs = 180_000;
const keptOutputLines = 60;

function keepTail(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - keptOutputLines));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

async function waitHealthy(child: ChildProcess, healthUrl: string, output: () => string, name: string) {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become healthy (exit ${child.exitCode ?? child.signalCode}):\n${output()}`);
}

/**
 * Two web instances and a worker as separate processes of the real server, sharing one
 * PostgreSQL database (made for this cluster), Redis, an S3-compatible server (s3rver) and an
 * SMTP server; each has a data folder of its own, as separate machines would.
 */
export async function startProcessCluster(): Promise<ProcessCluster> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('the process cluster needs TEST_DATABASE_URL and TEST_REDIS_URL');

  const cleanups: (() => Promise<unknown>)[] = [];
  const processes: ClusterProcess[] = [];
  const stop = async () => {
    // Children first (they hold connections to the database about to be dropped).
    await Promise.all(processes.map((machine) => killHard(machine.child)));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const database = await createPostgresDatabase('cluster_');
    cleanups.push(() => database.drop());
    const db = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.push(() => db.end());

    const [smtp, s3] = await Promise.all([startFakeSmtp(), startS3Server()]);
    cleanups.push(
      () => smtp.close(),
      () => s3.close(),
    );

    const ports = [await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    const shared = {
      ...processEnv,
      ...serverTsxEnv,
      ...s3.env,
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // Links in e-mails name one address, as a load balancer's would.
      PUBLIC_URL: publicUrl,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // This run's own keys on the shared Redis.
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Keepsake <hello@keepsake.test>',
      // Behind a load balancer; the test names its client address so counters of other runs
      // on the same Redis cannot reach their limits.
      TRUST_PROXY: 'true',
    };

    const launch = async (role: ClusterRole, name: string, port?: number): Promise<ClusterProcess> => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `keepsake-${name}-`));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const own = { port: port ?? (await freePort()), workerPort: await freePort() };
      const { args, healthUrl } = roleLaunch(role, own);
      const child = spawn(process.execPath, args, {
        cwd: projectRoot,
        env: { ...shared, DATA_DIR: dataDir, PORT: String(own.port), WORKER_PORT: String(own.workerPort) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Should the test process end without its afterAll (a hook timeout), no server outlives it.
      const killOnExit = () => child.kill('SIGKILL');
      process.once('exit', killOnExit);
      child.once('exit', () => process.off('exit', killOnExit));
      const output = keepTail(child);
      const started: ClusterProcess = {
        name,
        role,
        url: `http://127.0.0.1:${own.port}`,
        dataDir,
        child,
        output,
      };
      processes.push(started);
      await waitHealthy(child, healthUrl, output, name);
      return started;
    };

    // In parallel: the processes migrate the empty database themselves, one after another.
    const [webA, webB, worker] = await Promise.all([
      launch('web', 'web-a', ports[0]),
      launch('web', 'web-b', ports[1]),
      launch('worker', 'worker-1'),
    ]);
    let workers = 1;
    return {
      web: [webA, webB],
      worker,
      smtp,
      s3,
      db,
      processes,
      startWorker: () => launch('worker', `worker-${(workers += 1)}`),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Every file under a data folder, as paths relative to it ('/'-separated). */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
