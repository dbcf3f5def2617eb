import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

/**
 * The environment package.json's start scripts give every server process, read from the build
 * (src/server/start/process-env.ts), so a benchmark's servers run as production's do. A variable
 * set in the bench's own environment wins, for trying another value.
 */
const { processEnv } = await import(
  pathToFileURL(path.join(import.meta.dirname, '../../dist/server/server/start/process-env.js')).href
);
export const serverEnv = { ...processEnv, ...process.env };

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the production build (npm run build first) on a free port with a fresh data folder. */
export async function startKeepsake(env = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-bench-'));
  const child = spawn(process.execPath, ['dist/server/server/main.js'], {
    env: {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a child process running `script` (a file under scripts/bench) that prints its URL on stdout. */
export async function startHelper(script, args = []) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 10);

/** Requests/s and latency of one URL, measured by autocannon. */
export async function load(url, { connections = 20, seconds = benchSeconds } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}

export function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** Peak resident memory of the server while `work` runs, sampled every 5 ms. */
export async function peakDuring(pid, work) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, residentBytes(pid));
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

export { chromiumArgs } from '../chromium.mjs';
