/**
 * Issue 20: the print file of a batch (every card's two spreads, marks and slug) for 10 and 100
 * real card PDFs. The file is written as it is made, one card at a time, so time per card and
 * peak memory should be the same for 100 cards as for 10 (target: peak under 300 MB). Each run is
 * its own process (print-batch-child.mjs). Baselines in the same run: reading the 100 card PDFs
 * from disk, and reading and parsing them with pdf-lib. Peaks are RSS sampled every 20 ms.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { printTable } from './support.mjs';

const run = promisify(execFile);
const child = path.join(import.meta.dirname, 'print-batch-child.mjs');
const dist = path.resolve(import.meta.dirname, '../../dist/server/server/card-renderer');

/** A few real card PDFs from the renderer, each with a grainy 300 dpi photo (1.5-3 MB). */
async function cardPdfs(folder, count) {
  const { renderCard, fromBuffer } = await import(pathToFileURL(path.join(dist, 'card-renderer.js')).href);
  const files = [];
  for (let index = 0; index < count; index += 1) {
    const [width, height] = [2400, 1800];
    const scene = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
        `<stop offset="0" stop-color="#f59e0b"/><stop offset="0.5" stop-color="#ec4899"/><stop offset="1" stop-color="#1e3a8a"/>` +
        `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${30 + index * 10}%" cy="45%" r="15%" fill="#fde68a"/></svg>`,
    );
    const grain = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 + index * 3 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const photo = await sharp(scene)
      .composite([{ input: grain, blend: 'overlay' }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const style = ['realistic', 'watercolor', 'vintage', 'realistic'][index % 4];
    const design = {
      front: `Happy birthday, Sam ${index}`,
      inside: 'Every sunset reminds me of you.',
      back: 'Love, Alex',
      style,
    };
    const card = await renderCard(design, await fromBuffer(photo), `Bench card ${index}`);
    const file = path.join(folder, `card-${index}.pdf`);
    await writeFile(file, card.pdf);
    files.push(file);
  }
  return files;
}

async function measure(work, count, files, output = '') {
  const { stdout } = await run(process.execPath, [child, work, String(count), files.join(','), output], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout);
}

export async function benchPrintBatch() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-print-batch-'));
  try {
    const files = await cardPdfs(folder, 4);
    const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size / 2 ** 20));
    const results = {};
    for (const count of [10, 100]) {
      const output = path.join(folder, `batch-${count}.pdf`);
      results[count] = {
        ...(await measure('batch', count, files, output)),
        fileMb: (await stat(output)).size / 2 ** 20,
      };
      const bytes = await readFile(output);
      const tail = bytes.subarray(-64).toString('latin1');
      if (!tail.endsWith('%%EOF\n')) throw new Error(`The ${count}-card print file has no end`);
      if (count === 10) {
        const { PDFDocument } = await import('pdf-lib');
        const pages = (await PDFDocument.load(bytes)).getPageCount();
        if (pages !== 20) throw new Error(`The 10-card print file has ${pages} pages`);
      }
      await rm(output);
    }
    const read = await measure('read', 100, files);
    const parse = await measure('parse', 100, files);
    const fixed = (value, digits = 1) => Number(value.toFixed(digits));
    const rows = [10, 100].map((count) => ({
      cards: count,
      'total ms': fixed(results[count].ms, 0),
      'ms per card': fixed(results[count].ms / count),
      'peak RSS MB': fixed(results[count].peakRssMb),
      'RSS before MB': fixed(results[count].rssBeforeMb),
      'file MB': fixed(results[count].fileMb),
    }));
    printTable(
      `Batch print file, real card PDFs (${sizes.map((size) => size.toFixed(2)).join(', ')} MB) used in turn`,
      rows,
    );
    printTable('Ratios, 100 cards against 10 (1x: grows with nothing but the batch)', [
      {
        'time per card': `${fixed(results[100].ms / 100 / (results[10].ms / 10), 2)}x`,
        'peak memory': `${fixed(results[100].peakRssMb / results[10].peakRssMb, 2)}x`,
        'peak under 300 MB': results[100].peakRssMb < 300 ? 'yes' : 'NO',
      },
    ]);
    printTable('Baselines, 100 card PDFs', [
      { work: 'read from disk', 'total ms': fixed(read.ms, 0), 'peak RSS MB': fixed(read.peakRssMb) },
      { work: 'read + pdf-lib parse', 'total ms': fixed(parse.ms, 0), 'peak RSS MB': fixed(parse.peakRssMb) },
      {
        work: 'print file (100 cards)',
        'total ms': fixed(results[100].ms, 0),
        'peak RSS MB': fixed(results[100].peakRssMb),
        'x read': fixed(results[100].ms / read.ms, 1),
        'x parse': fixed(results[100].ms / parse.ms, 1),
      },
    ]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchPrintBatch();
