/**
 * Issue 21: the card renderer against its floor, and cards per minute per worker core.
 * The floor (render-floor-child.mjs says exactly what it does) is sharp alone decoding the
 * 12-megapixel photo and encoding the four page previews and the print image at the renderer's
 * sizes; the full render is Keepsake's renderCard of the same photo, with the crop an order
 * carries, timed in turn with the floor in one process (and the same design without a crop). Targets: full render at most 1.5x the floor, peak memory of one job in its own
 * process under 400 MB. Then N cards rendered at once in one process, as many at a time as the
 * machine has cores (a worker's default), against one at a time, in the same run. Every figure
 * is from this run: on a shared machine only the ratios mean much, and the CPU-time ratio least
 * of all depends on what else the machine runs. BENCH_BEFORE_DIST (an earlier build's
 * dist/server) adds that build's full render, timed in turn with this one's.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { twelveMegapixelPhoto } from './cards.mjs';
import { printTable, serverEnv } from './support.mjs';

const run = promisify(execFile);
const runs = Number(process.env.BENCH_FLOOR_RUNS ?? 5);
const cores = os.availableParallelism();
const concurrentCards = Number(process.env.BENCH_CONCURRENT_CARDS ?? 4 * cores);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round1 = (value) => Number(value.toFixed(1));
const round2 = (value) => Number(value.toFixed(2));

async function child(...args) {
  const { stdout } = await run(
    process.execPath,
    [path.join(import.meta.dirname, 'render-floor-child.mjs'), ...args.map(String)],
    // As the worker runs (package.json's start scripts): MALLOC_ARENA_MAX alone moves a job's
    // peak RSS by ~100 MB.
    { maxBuffer: 1 << 20, env: serverEnv },
  );
  return JSON.parse(stdout);
}

export async function benchRenderFloor() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-bench-floor-'));
  try {
    const photo = await twelveMegapixelPhoto(folder);
    const floorRows = [];
    const throughputRows = [];
    for (const style of ['realistic', 'vintage']) {
      const pair = await child('pair', photo, style, runs);
      const alone = await child('alone', photo, style, runs);
      const aloneUncropped = await child('alone', photo, style, runs, 'uncropped');
      const together = await child('concurrent', photo, style, concurrentCards, cores);
      const { floor, blankFloor, full, uncropped, jobBefore, before } = pair.times;
      const floorMs = median(floor.wall);
      const fullMs = median(full.wall);
      floorRows.push({
        style,
        'floor: sharp decode + 4 WebP + print JPEG (ms, median)': Math.round(floorMs),
        "Keepsake full render, an order's design (ms, median)": Math.round(fullMs),
        'full / floor (target <= 1.5)': round2(fullMs / floorMs),
        'full / floor in CPU time': round2(median(full.cpu) / median(floor.cpu)),
        'bare-paper floor, the old one (ms)': Math.round(median(blankFloor.wall)),
        'full / bare-paper floor': round2(fullMs / median(blankFloor.wall)),
        'a design stored without a crop / floor': round2(median(uncropped.wall) / floorMs),
        'the same in CPU time': round2(median(uncropped.cpu) / median(floor.cpu)),
        'a render job before orders carried a crop / one now': round2(median(jobBefore.wall) / fullMs),
        ...(before && {
          'earlier build (ms, median)': Math.round(median(before.wall)),
          'earlier / floor': round2(median(before.wall) / floorMs),
          'earlier / floor in CPU time': round2(median(before.cpu) / median(floor.cpu)),
        }),
        'peak RSS, one job in its own process (MB, target < 400)': Math.round(alone.peakRssMb),
        'the same without a crop (MB)': Math.round(aloneUncropped.peakRssMb),
        'RSS before rendering (MB)': Math.round(alone.rssBeforeMb),
        'print image (px)': `${pair.print.width}x${pair.print.height}`,
      });
      const oneAtATime = 60_000 / median(alone.times.full.wall);
      const concurrent = (60_000 * together.cards) / together.wallMs;
      throughputRows.push({
        style,
        'one at a time (cards/min)': round1(oneAtATime),
        [`${cores} at a time (cards/min)`]: round1(concurrent),
        'per worker core (cards/min/core)': round1(concurrent / cores),
        'at once / one at a time': round2(concurrent / oneAtATime),
        'peak RSS, all at once (MB)': Math.round(together.peakRssMb),
      });
    }
    printTable(
      `Card renderer against its floor, 12-megapixel photo, ${runs} runs of each, in a new order each round, after a warm-up (same run, shared machine: compare ratios)`,
      floorRows,
    );
    printTable(
      `Cards per minute per worker core: ${concurrentCards} cards, ${cores} at a time in one process (${cores} cores), against one at a time`,
      throughputRows,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchRenderFloor();
