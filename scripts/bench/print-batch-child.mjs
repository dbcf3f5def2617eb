/**
 * Child process of the print-batch benchmark, so each measured peak is its own: argv[2] is the
 * work ('batch' writes the print file of argv[3] cards to argv[5]; 'read' only reads the card
 * PDFs; 'parse' reads and parses them with pdf-lib), argv[4] a comma-separated list of card PDF
 * files used in turn. Prints the time and peak memory (sampled every 20 ms) as JSON. The kernel's
 * maxRSS is no use here: Linux carries it over from the parent across exec, and the parent has
 * just rendered the cards.
 */
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';

const [work, count, files, output] = [
  process.argv[2],
  Number(process.argv[3]),
  process.argv[4].split(','),
  process.argv[5],
];
const dist = path.resolve(import.meta.dirname, '../../dist/server/server/print-batches');
const { batchPrintPdf } = await import(pathToFileURL(path.join(dist, 'batch-print-pdf.js')).href);
const { PDFDocument } = await import('pdf-lib');

// A one-card warm-up, not measured: the first card opens the slug's font and compiles the code.
if (work === 'batch') {
  const warmUp = [{ orderNumber: 'KS-1', style: 'realistic', loadPrintPdf: () => readFile(files[0]) }];
  for await (const chunk of batchPrintPdf({ batchNumber: 1 }, warmUp)) void chunk;
}
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const rssBefore = process.memoryUsage().rss;
const cards = Array.from({ length: count }, (_, index) => ({
  orderNumber: `KS-${String(10001 + index)}`,
  style: ['realistic', 'watercolor', 'sketch', 'vintage'][index % 4],
  loadPrintPdf: () => readFile(files[index % files.length]),
}));
const started = performance.now();
if (work === 'batch') {
  await pipeline(Readable.from(batchPrintPdf({ batchNumber: 7 }, cards)), createWriteStream(output));
} else {
  for (const card of cards) {
    const bytes = await card.loadPrintPdf();
    if (work === 'parse') await PDFDocument.load(bytes, { updateMetadata: false });
  }
}
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
process.stdout.write(JSON.stringify({ ms, rssBeforeMb: rssBefore / 2 ** 20, peakRssMb: peak / 2 ** 20 }));
