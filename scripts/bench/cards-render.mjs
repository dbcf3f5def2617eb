/**
 * Child process of the cards benchmark: renders one card (four previews and the print PDF)
 * from the photo in argv[2], `runs` times after a warm-up, and prints the times and the
 * process's peak memory as JSON. Its own process, so the peak belongs to the renderer alone.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchDesign } from './cards-design.mjs';

const [photo, style, runs] = [process.argv[2], process.argv[3] ?? 'realistic', Number(process.argv[4] ?? 3)];
const dist = path.resolve(import.meta.dirname, '../../dist/server/server/card-renderer');
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const { renderCard } = await load('render-card.js');
const { openSourcePicture } = await load('source-picture.js');

const rssBefore = process.memoryUsage().rss;
const times = [];
let sizes = null;
for (let run = 0; run <= runs; run += 1) {
  const started = performance.now();
  const source = await openSourcePicture({ path: photo, mime: 'image/jpeg', kind: 'photo' }, { ffmpegPath: 'ffmpeg' });
  const card = await renderCard({ ...benchDesign, style }, source, 'Bench card');
  const elapsed = performance.now() - started;
  if (run > 0) times.push(elapsed);
  sizes = {
    pdfBytes: card.pdf.length,
    previewBytes: Object.values(card.previews).reduce((sum, preview) => sum + preview.length, 0),
    effectiveDpi: card.effectiveDpi,
  };
}
process.stdout.write(
  JSON.stringify({
    times,
    rssBeforeMb: rssBefore / 2 ** 20,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    ...sizes,
  }),
);
