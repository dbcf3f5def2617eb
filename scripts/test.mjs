#!/usr/bin/env node
/**
 * The one test command. Runs every suite and ends with one line CI reads:
 *   N passed, N failed, N skipped
 * 1. vitest (unit + API) on PGlite;
 * 2. the API suite again on PostgreSQL, when one answers (TEST_DATABASE_URL, or 127.0.0.1:5432);
 * 3. the production build, then Playwright in Debian's Chromium against it.
 * Usage: node scripts/test.mjs [--only unit|postgres|e2e ...]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const resultsDir = '.test-results';
const only = process.argv.includes('--only') ? process.argv.slice(process.argv.indexOf('--only') + 1) : null;
const wants = (stage) => only === null || only.includes(stage);
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function reachable(host, port, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Adds a vitest JSON report to the totals; a run that crashed before reporting counts as one failure. */
async function addVitest(label, file, exitCode) {
  const report = await readJson(file);
  if (!report) {
    console.error(`\n${label}: no report was written (exit code ${exitCode}); counting it as a failure.`);
    totals.failed += 1;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (exitCode !== 0 && report.numFailedTests === 0) {
    console.error(`\n${label}: exited with ${exitCode} although no test failed (an error outside a test).`);
    totals.failed += 1;
  }
}

async function addPlaywright(file, exitCode) {
  const report = await readJson(file);
  if (!report?.stats) {
    console.error(`\nPlaywright: no report was written (exit code ${exitCode}); counting it as a failure.`);
    totals.failed += 1;
    return;
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  if (exitCode !== 0 && unexpected === 0) {
    console.error(`\nPlaywright exited with ${exitCode} although no test failed (server or setup error).`);
    totals.failed += 1;
  }
}

async function vitest(label, reportName, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  // Reports carry the pid so two test runs at once (two developers' shells) do not mix them.
  const report = path.join(resultsDir, reportName.replace('.json', `-${process.pid}.json`));
  await rm(report, { force: true });
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
  );
  await addVitest(label, report, code);
  await rm(report, { force: true });
}

async function main() {
  await mkdir(resultsDir, { recursive: true });

  if (wants('unit')) {
    await vitest('Unit and API tests on PGlite', 'vitest-pglite.json', [], { TEST_DATABASE_URL: '' });
  }

  if (wants('postgres')) {
    const configured = process.env.TEST_DATABASE_URL;
    const url = configured || 'postgres://postgres@127.0.0.1:5432/test';
    const target = new URL(url);
    if (configured || (await reachable(target.hostname, Number(target.port || 5432)))) {
      const redisUp = process.env.TEST_REDIS_URL || (await reachable('127.0.0.1', 6379));
      await vitest('API tests on PostgreSQL', 'vitest-postgres.json', ['--project', 'api'], {
        TEST_DATABASE_URL: url,
        ...(redisUp ? { TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379' } : {}),
      });
    } else {
      console.log(
        '\n=== API tests on PostgreSQL: SKIPPED (nothing answers on 127.0.0.1:5432; set TEST_DATABASE_URL to run them) ===',
      );
    }
  }

  if (wants('e2e')) {
    console.log('\n=== Production build ===');
    // A private build folder: another build in dist/ (npm start, a second test run) cannot
    // replace the files under this run's server.
    const buildDir = path.resolve(resultsDir, `build-${process.pid}`);
    await rm(buildDir, { recursive: true, force: true });
    const buildCode =
      (await run('node', ['scripts/build/build-web.mjs', buildDir, '--quiet'])) ||
      (await run('npx', ['tsc', '-p', 'tsconfig.server.json', '--outDir', path.join(buildDir, 'server')]));
    if (buildCode !== 0) {
      console.error('The build failed, so the end-to-end tests cannot run; counting it as a failure.');
      totals.failed += 1;
    } else {
      const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
      if (!existsSync(chromium)) {
        console.error(`No Chromium at ${chromium} (apt-get install -y chromium); counting it as a failure.`);
        totals.failed += 1;
      } else {
        console.log('\n=== End-to-end tests in Chromium ===');
        const dataDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-e2e-'));
        const report = path.join(resultsDir, `playwright-${process.pid}.json`);
        await rm(report, { force: true });
        const code = await run('npx', ['playwright', 'test'], {
          E2E_PORT: String(await freePort()),
          E2E_DATA_DIR: dataDir,
          E2E_BUILD_DIR: buildDir,
          E2E_REPORT: report,
        });
        await addPlaywright(report, code);
        await rm(report, { force: true });
        await rm(dataDir, { recursive: true, force: true });
        await rm(buildDir, { recursive: true, force: true });
      }
    }
  }

  const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
  console.log(`\n${line}`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

await main();
