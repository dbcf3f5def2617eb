#!/usr/bin/env node
/**
 * npm run bench: builds, then runs each benchmark and prints its figures. Every figure is
 * quoted against a baseline measured in the same run, so machines of different speed agree.
 * BENCH_SECONDS sets the length of each load run (default 10); name benchmarks to run a subset.
 */
import { benchHttp } from './http.mjs';

const benchmarks = { http: benchHttp };
benchmarks.landing = (await import('./landing.mjs')).benchLanding;
benchmarks.upload = (await import('./upload.mjs')).benchUpload;
benchmarks.writer = (await import('./writer.mjs')).benchWriter;
benchmarks.cards = (await import('./cards.mjs')).benchCards;
benchmarks.layout = (await import('./layout.mjs')).benchLayout;
benchmarks.admin = (await import('./admin.mjs')).benchAdmin;
benchmarks.refused = (await import('./abuse.mjs')).benchRefused;
benchmarks.logins = (await import('./abuse.mjs')).benchLogins;
benchmarks.printBatch = (await import('./print-batch.mjs')).benchPrintBatch;
benchmarks.manyMachines = (await import('./many-machines.mjs')).benchManyMachines;
benchmarks.renderFloor = (await import('./render-floor.mjs')).benchRenderFloor;
benchmarks.threadPool = (await import('./thread-pool.mjs')).benchThreadPool;
const chosen = process.argv.slice(2).filter((name) => name in benchmarks);
for (const name of chosen.length ? chosen : Object.keys(benchmarks)) {
  await benchmarks[name]();
}
