/**
 * npm run bench threadPool: why every server starts with UV_THREADPOOL_SIZE=16
 * (src/server/start/process-env.ts). sharp runs each image pipeline on a thread of libuv's pool,
 * and a page's files are read on the same threads. Each child process reads the build's page
 * files one after another, first with nothing else running, then beside four sharp pipelines
 * (a 12-megapixel photo to a WebP, as a render's pages are made), with the pool at libuv's
 * default of 4 threads and at the start scripts' 16.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { printTable, serverEnv } from './support.mjs';

const run = promisify(execFile);
const assets = path.resolve(import.meta.dirname, '../../dist/web/assets');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile90 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];

/** Milliseconds for each of `count` page files read one after another. */
async function readTimes(files, count) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await readFile(path.join(assets, files[index % files.length]));
    times.push(performance.now() - started);
  }
  return times;
}

async function child() {
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const idle = await readTimes(files, 200);
  let rendering = true;
  const pipeline = async () => {
    while (rendering) await sharp(photo).resize(1200).webp().toBuffer();
  };
  const pipelines = Array.from({ length: 4 }, pipeline);
  const busy = await readTimes(files, 40);
  rendering = false;
  await Promise.all(pipelines);
  console.log(JSON.stringify({ idle, busy }));
}

export async function benchThreadPool() {
  const rows = [];
  for (const threads of ['4', serverEnv.UV_THREADPOOL_SIZE]) {
    const { stdout } = await run(process.execPath, [import.meta.filename, 'child'], {
      env: { ...serverEnv, UV_THREADPOOL_SIZE: threads },
    });
    const { idle, busy } = JSON.parse(stdout);
    rows.push({
      'libuv threads': Number(threads),
      'page file read alone (ms, median)': Number(median(idle).toFixed(2)),
      'beside 4 sharp pipelines (ms, median)': Number(median(busy).toFixed(1)),
      'the same, 90th percentile (ms)': Number(percentile90(busy).toFixed(1)),
      'beside / alone': Math.round(median(busy) / median(idle)),
    });
  }
  printTable('A page file read while sharp works, in one process (why the start scripts set UV_THREADPOOL_SIZE)', rows);
}

if (process.argv[2] === 'child') await child();
