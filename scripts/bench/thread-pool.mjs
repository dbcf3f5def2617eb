/**
 * npm run bench threadPool: why every server starts with UV_THREADPOOL_SIZE=16
 * (src/server/start/process-env.ts). sharp runs each image pipeline on a thread of libuv's pool,
 * and a page's files are read on the same threads. Each child process reads the build's page
 * files one after another, first with nothing else running, then beside four sharp pipelines
 * (a 12-megapixel photo to a WebP, as a render's pages are made), with the pool at libuv's
 * default of 4 threads and at the start scripts' 16.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { twelveMegapixelPhoto } from './cards.mjs';
import { percentile, printTable, serverEnv } from './support.mjs';

const run = promisify(execFile);
const assets = path.resolve(import.meta.dirname, '../../dist/web/assets');

/** Milliseconds for each of `count` page files read one after another, sorted. */
async function readTimes(files, count) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await readFile(path.join(assets, files[index % files.length]));
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function child(photoFile) {
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const photo = await readFile(photoFile);
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
  const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-bench-pool-'));
  const rows = [];
  try {
    const photo = await twelveMegapixelPhoto(folder);
    for (const threads of ['4', serverEnv.UV_THREADPOOL_SIZE]) {
      const { stdout } = await run(process.execPath, [import.meta.filename, 'child', photo], {
        env: { ...serverEnv, UV_THREADPOOL_SIZE: threads },
      });
      const { idle, busy } = JSON.parse(stdout);
      rows.push({
        'libuv threads': Number(threads),
        'page file read alone (ms, median)': Number(percentile(idle, 50).toFixed(2)),
        'beside 4 sharp pipelines (ms, median)': Number(percentile(busy, 50).toFixed(1)),
        'the same, 90th percentile (ms)': Number(percentile(busy, 90).toFixed(1)),
        'beside / alone': Math.round(percentile(busy, 50) / percentile(idle, 50)),
      });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  printTable('A page file read while sharp works, in one process (why the start scripts set UV_THREADPOOL_SIZE)', rows);
}

if (process.argv[2] === 'child') await child(process.argv[3]);
