/**
 * Child process of the cards benchmark: renders one card (four previews and the print PDF)
 * from the photo in argv[2], `runs` times after a warm-up, and prints the times and the
 * process's peak memory as JSON. Its own process, so the peak belongs to the renderer alone.
 * argv[5] names the designs to draw (cards-design.mjs, comma-separated, default english); with
 * more than one, each run draws them in turn, so a slower spell of a shared machine falls on
 * all of them alike, and `byDesign` holds each one's times and sizes.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchDesigns } from './cards-design.mjs';

const [photo, style, runs] = [process.argv[2], process.argv[3] ?? 'realistic', Number(process.argv[4] ?? 3)];
const names = (process.argv[5] ?? 'english').split(',');
for (const name of names) if (!(name in benchDesigns)) throw new Error(`No bench design named ${name}`);
const dist = path.resolve(import.meta.dirname, '../../dist/server/server/card-renderer');
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const { renderCard } = await load('render-card.js');
const { openSourcePicture } = await load('source-picture.js');

const rssBefore = process.memoryUsage().rss;
const byDesign = Object.fromEntries(names.map((name) => [name, { times: [] }]));
for (let run = 0; run <= runs; run += 1) {
  for (const name of names) {
    const started = performance.now();
    const source = await openSourcePicture(
      { path: photo, mime: 'image/jpeg', kind: 'photo' },
      { ffmpegPath: 'ffmpeg' },
    );
    const card = await renderCard({ ...benchDesigns[name], style }, source, 'Bench card');
    const elapsed = performance.now() - started;
    const result = byDesign[name];
    if (run > 0) result.times.push(elapsed);
    // The warm-up: the first card in the process, which reads the fonts it needs.
    else result.firstMs = elapsed;
    Object.assign(result, {
      pdfBytes: card.pdf.length,
      previewBytes: Object.values(card.previews).reduce((sum, preview) => sum + preview.length, 0),
      effectiveDpi: card.effectiveDpi,
      // What layout had to leave out: a four-script card that drops characters is not a fair comparison.
      leftOut: [...new Set(Object.values(card.layout.texts).flatMap((block) => block.missingCharacters))],
    });
  }
}
process.stdout.write(
  JSON.stringify({
    ...byDesign[names[0]],
    rssBeforeMb: rssBefore / 2 ** 20,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    byDesign,
  }),
);
