/**
 * Child process of the renderFloor benchmark (render-floor.mjs), one mode per process so its
 * peak memory belongs to that mode alone. Prints JSON.
 *
 * The full render is an order's: the design with the crop every order carries (the editor's,
 * or where checkout found the picture's subject: decision 019), found here as checkout finds it,
 * before any timing.
 *
 *   pair <photo> <style> <runs>: the floor and the full render in turn, and the same design
 *     without a crop (stored before orders carried one: the renderer looks for the subject in
 *     the whole photo), a render job as it was before (jobBeforeCrops), and an earlier build's
 *     full render given BENCH_BEFORE_DIST, `runs`
 *     times each after a warm-up of each, so a slow spell of the shared machine falls on all of
 *     them alike.
 *   alone <photo> <style> <runs> [uncropped]: the full render only (or the one without a crop),
 *     one card at a time: the peak memory of one job in its own process.
 *   concurrent <photo> <style> <cards> <concurrency>: `cards` full renders, `concurrency` at
 *     once in this one process (as a render worker runs them), after a warm-up card.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { benchDesign } from './cards-design.mjs';

const [mode, photo, style] = process.argv.slice(2);
const dist = path.resolve(import.meta.dirname, '../../dist/server');
const load = (folder, file) => import(pathToFileURL(path.join(folder, file)).href);
const { layoutCard } = await load(dist, 'server/card-renderer/card-layout.js');
const { cardGeometry, pageNames } = await load(dist, 'shared/card-layout/card-geometry.js');
const { printJpegOptions } = await load(dist, 'server/card-renderer/render-pdf.js');
// sharp would take a missing options object for its defaults, and the floor stop being the renderer's encode.
if (!printJpegOptions) throw new Error(`${dist} predates printJpegOptions: npm run build`);

/**
 * The crop checkout stores with an order placed without the editor (orders/routes.ts): the
 * subject found on the small copy its check makes of the photo.
 */
const { preparePicture } = await load(dist, 'server/media/prepare-picture.js');
const { fromBuffer, subjectCrop } = await load(dist, 'server/card-renderer/card-renderer.js');
const checked = await preparePicture(
  { path: photo, mime: 'image/jpeg', kind: 'photo' },
  { ffmpegPath: 'ffmpeg', maxEdge: 256 },
);
const orderCrop = await subjectCrop(await fromBuffer(checked.jpeg), checked.facts, style);

const uncroppedDesign = { ...benchDesign, style };
const design = { ...uncroppedDesign, crop: orderCrop };

/** renderCard of the build in `folder` (a dist/server), as a render job calls it. */
async function renderer(folder, cardDesign = design) {
  const { renderCard } = await load(folder, 'server/card-renderer/render-card.js');
  const { openSourcePicture } = await load(folder, 'server/card-renderer/source-picture.js');
  return async () => {
    const source = await openSourcePicture(
      { path: photo, mime: 'image/jpeg', kind: 'photo' },
      { ffmpegPath: 'ffmpeg' },
    );
    return renderCard(cardDesign, source, 'Bench card');
  };
}
const fullRender = await renderer(dist);
/**
 * The same card without a crop, as designs stored before orders carried one render: the whole
 * photo is decoded at the print's scale and the subject looked for in it, then cut out.
 */
const uncroppedRender = await renderer(dist, uncroppedDesign);
/**
 * A render job as it ran until orders carried a crop: its own check decoded the photo first (to
 * a 256 px copy, thrown away), then it rendered without a crop. Today's job is fullRender alone.
 */
async function jobBeforeCrops() {
  await preparePicture({ path: photo, mime: 'image/jpeg', kind: 'photo' }, { ffmpegPath: 'ffmpeg', maxEdge: 256 });
  return uncroppedRender();
}
/** An earlier build's renderer (its dist/server), timed in turn with this one: before and after in one run. */
const beforeRender = process.env.BENCH_BEFORE_DIST ? await renderer(process.env.BENCH_BEFORE_DIST) : null;

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
 * The pages with words but no picture as the customer gets them, drawn by Keepsake's own page
 * renderer once, before any timing: their pixels depend on the design only, so the floor may
 * take them as given and only encode them. The drawing (librsvg, the blends) stays the
 * renderer's own work on top. A page with neither words nor picture (each style's inside left:
 * paper and an ornament) is the same on every card, and the renderer encodes it once per worker
 * (render-previews.ts's fixedPages), so no card's floor has it.
 */
const { drawPagePixels } = await load(dist, 'server/card-renderer/render-previews.js');
const wordPages = pageNames.filter(
  (name) => name !== 'front' && layout.pages[name].elements.some((element) => element.kind === 'text'),
);
const drawnPages = await Promise.all(wordPages.map((name) => drawPagePixels(layout.pages[name], null)));

/**
 * The floor: the pixel work no renderer of this card can skip, done by sharp alone, each step
 * started as soon as its input exists and independent steps at once, as the renderer may:
 * - decode the 12 MP JPEG (auto-rotated), scaled and cut to the print image's size (the picture
 *   box at 300 dpi; shrink-on-load wherever sharp can use it), to raw RGB once;
 * - encode that as the print image: JPEG with render-pdf.ts's own printJpegOptions;
 * - scale it to the front preview's picture box, cut to the page, and encode that page as WebP
 *   (quality 80, effort 0, 1200 px wide, as render-previews.ts does);
 * - encode the other pages with words as WebP alike: their own pixels (drawnPages), as the
 *   customer receives them. WebP spends more on a page of words than on bare paper, and a
 *   preview of the card is those words: until issue 21's last session the floor encoded three
 *   pages of bare paper instead, which is kept as `blankFloor` so the two can be compared.
 * Left out, as the renderer's own work on top: the style's treatment and scrim, the subject
 * crop's attention pass, drawing text and vectors, the front's words, laying the pages out,
 * the PDF's fonts and assembly. So the floor is a lower bound; the full render is quoted
 * against it.
 */
function floorWith(otherPages) {
  return async () => {
    const encodedPages = otherPages.map((encode) => encode());
    // Awaited below, after the decode: a failed encode must not go unhandled meanwhile.
    for (const encoded of encodedPages) encoded.catch(() => {});
    const decoded = await sharp(photo).rotate().resize(print.width, print.height, { fit: 'cover' }).raw().toBuffer();
    const raw = { raw: { ...print, channels: 3 } };
    const [printJpeg, front, ...others] = await Promise.all([
      sharp(decoded, raw).jpeg(printJpegOptions).toBuffer(),
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
      ...encodedPages,
    ]);
    return printJpeg.length + front.length + others.reduce((sum, buffer) => sum + buffer.length, 0);
  };
}
const floorRender = floorWith(
  drawnPages.map(
    ({ data, width, height }) =>
      () =>
        sharp(data, { raw: { width, height, channels: 3 } })
          .webp(webp)
          .toBuffer(),
  ),
);
/**
 * The floor as it was until issue 21's last session: the three other pages as bare paper, made
 * by sharp's `create`. That was no lower bound: libvips makes a created page through a float
 * pass, ~24 ms of CPU a page before its encode even starts (measured against the same page
 * from memory: 54 against 26 ms with the encode), so it overstated the floor by ~70 ms of CPU.
 */
const blankFloorRender = floorWith(
  pageNames
    .filter((name) => name !== 'front')
    .map(
      (name) => () =>
        sharp({ create: { ...page, channels: 3, background: layout.pages[name].background } })
          .webp(webp)
          .toBuffer(),
    ),
);

/** Wall time and the process's CPU time (every thread's), in ms: on a busy machine the CPU time drifts less. */
async function timed(work) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

const rssBefore = process.memoryUsage().rss;
const result = { rssBeforeMb: rssBefore / 2 ** 20, print, page, orderCrop };
if (mode === 'pair' || mode === 'alone') {
  const runs = Number(process.argv[5] ?? 5);
  const contenders = { full: process.argv[6] === 'uncropped' ? uncroppedRender : fullRender };
  if (mode === 'pair') {
    Object.assign(
      contenders,
      { floor: floorRender, blankFloor: blankFloorRender, uncropped: uncroppedRender, jobBefore: jobBeforeCrops },
      beforeRender && { before: beforeRender },
    );
  }
  const times = Object.fromEntries(Object.keys(contenders).map((name) => [name, { wall: [], cpu: [] }]));
  /**
   * Each round in a new order: in a fixed one, what runs right after a given contender pays
   * for the garbage it left (measured with identical builds: the one after the floor was the
   * slowest every time), and that bias would sit in the ratio.
   */
  const shuffled = (entries) => {
    const order = [...entries];
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(Math.random() * (index + 1));
      [order[index], order[other]] = [order[other], order[index]];
    }
    return order;
  };
  for (let run = 0; run <= runs; run += 1) {
    for (const [name, work] of run === 0 ? Object.entries(contenders) : shuffled(Object.entries(contenders))) {
      const { wall, cpu } = await timed(work);
      // Run 0 is the warm-up: the first card in a process reads its fonts.
      if (run === 0) continue;
      times[name].wall.push(wall);
      times[name].cpu.push(cpu);
    }
  }
  result.times = times;
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
