/**
 * Child process of the renderFloor benchmark (render-floor.mjs), one mode per process so its
 * peak memory belongs to that mode alone. Prints JSON.
 *
 *   pair <photo> <style> <runs>: the floor and the full render in turn, `runs` times each after
 *     a warm-up of both, so a slow spell of the shared machine falls on both alike.
 *   alone <photo> <style> <runs>: the full render only, one card at a time: the peak memory of
 *     one job in its own process.
 *   concurrent <photo> <style> <cards> <concurrency>: `cards` full renders, `concurrency` at
 *     once in this one process (as a render worker runs them), after a warm-up card.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { benchDesign } from './cards-design.mjs';

const [mode, photo, style] = process.argv.slice(2);
const dist = path.resolve(import.meta.dirname, '../../dist/server');
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const { renderCard } = await load('server/card-renderer/render-card.js');
const { openSourcePicture } = await load('server/card-renderer/source-picture.js');
const { layoutCard } = await load('server/card-renderer/card-layout.js');
const { cardGeometry, pageNames } = await load('shared/card-layout/card-geometry.js');

const design = { ...benchDesign, style };

async function fullRender() {
  const source = await openSourcePicture({ path: photo, mime: 'image/jpeg', kind: 'photo' }, { ffmpegPath: 'ffmpeg' });
  return renderCard(design, source, 'Bench card');
}

/**
 * The sizes the renderer produces for this style, read from its own layout before any timing:
 * the print image is the picture box at 300 dpi (card-picture.ts), the previews are the trimmed
 * page at 1200 px wide (render-previews.ts), the front's picture scaled to its box there.
 */
const layout = layoutCard(design, { hasPicture: true });
const box = layout.pictureBox;
const printScale = cardGeometry.printDpi / 72;
const print = { width: Math.ceil(box.width * printScale), height: Math.ceil(box.height * printScale) };
const previewScale = cardGeometry.previewWidthPx / cardGeometry.trim.width;
const page = { width: cardGeometry.previewWidthPx, height: Math.round(cardGeometry.trim.height * previewScale) };
const frontBox = {
  width: Math.round(box.width * previewScale),
  height: Math.round(box.height * previewScale),
  left: Math.round(box.x * previewScale),
  top: Math.round(box.y * previewScale),
};
const frontWindow = {
  left: Math.max(0, -frontBox.left),
  top: Math.max(0, -frontBox.top),
  width: Math.min(frontBox.width - Math.max(0, -frontBox.left), page.width - Math.max(0, frontBox.left)),
  height: Math.min(frontBox.height - Math.max(0, -frontBox.top), page.height - Math.max(0, frontBox.top)),
};
const webp = { quality: 80, effort: 0 };

/**
 * The floor: the pixel work no renderer of this card can skip, done by sharp alone, each step
 * started as soon as its input exists and independent steps at once, as the renderer may:
 * - decode the 12 MP JPEG (auto-rotated), scaled and cut to the print image's size (the picture
 *   box at 300 dpi; shrink-on-load wherever sharp can use it), to raw RGB once;
 * - encode that as the print image: JPEG, quality 90, 4:4:4, as render-pdf.ts embeds it;
 * - scale it to the front preview's picture box, cut to the page, and encode that page as WebP
 *   (quality 80, effort 0, 1200 px wide, as render-previews.ts does);
 * - encode the three other pages, each plain paper of the style's colour, as WebP alike.
 * Left out, as the renderer's own work on top: the style's treatment and scrim, the subject
 * crop's attention pass, drawing text and vectors, laying the pages out, the PDF's fonts and
 * assembly. So the floor is a lower bound; the full render is quoted against it.
 */
async function floorRender() {
  const paperPages = pageNames
    .filter((name) => name !== 'front')
    .map((name) =>
      sharp({ create: { ...page, channels: 3, background: layout.pages[name].background } })
        .webp(webp)
        .toBuffer(),
    );
  const decoded = await sharp(photo).rotate().resize(print.width, print.height, { fit: 'cover' }).raw().toBuffer();
  const raw = { raw: { ...print, channels: 3 } };
  const [printJpeg, front, ...others] = await Promise.all([
    sharp(decoded, raw).jpeg({ quality: 90, chromaSubsampling: '4:4:4', mozjpeg: false }).toBuffer(),
    sharp(decoded, raw)
      .resize(frontBox.width, frontBox.height, { fit: 'fill' })
      .extract(frontWindow)
      .extend({
        top: Math.max(0, frontBox.top),
        left: Math.max(0, frontBox.left),
        bottom: Math.max(0, page.height - Math.max(0, frontBox.top) - frontWindow.height),
        right: Math.max(0, page.width - Math.max(0, frontBox.left) - frontWindow.width),
        background: layout.pages.front.background,
      })
      .webp(webp)
      .toBuffer(),
    ...paperPages,
  ]);
  return printJpeg.length + front.length + others.reduce((sum, buffer) => sum + buffer.length, 0);
}

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const rssBefore = process.memoryUsage().rss;
const result = { rssBeforeMb: rssBefore / 2 ** 20, print, page };
if (mode === 'pair' || mode === 'alone') {
  const runs = Number(process.argv[5] ?? 5);
  result.floorTimes = [];
  result.fullTimes = [];
  for (let run = 0; run <= runs; run += 1) {
    const floorMs = mode === 'pair' ? await timed(floorRender) : null;
    const fullMs = await timed(fullRender);
    // Run 0 is the warm-up: the first card in a process reads its fonts.
    if (run === 0) continue;
    if (floorMs !== null) result.floorTimes.push(floorMs);
    result.fullTimes.push(fullMs);
  }
} else if (mode === 'concurrent') {
  const [cards, concurrency] = [Number(process.argv[5]), Number(process.argv[6])];
  await fullRender();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cards) {
        next += 1;
        await fullRender();
      }
    }),
  );
  result.wallMs = performance.now() - started;
  result.cards = cards;
} else {
  throw new Error(`Unknown mode ${mode}`);
}
result.peakRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify(result));
