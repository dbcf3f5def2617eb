/**
 * Issue 9: the card renderer. Time to make the four page previews (WebP, 1200 px) and the print
 * PDF from a 12-megapixel photo, against Chromium's page.pdf of the same layout (the same
 * boxes, fonts and photo, the style done with CSS filters) in the same run, and the renderer's
 * peak memory. Target: at least 5 times faster than Chromium. A second table (cards-scripts.mjs)
 * sets issue 18's card in four scripts with emoji against the English one.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { benchDesign } from './cards-design.mjs';
import { scriptCardRows } from './cards-scripts.mjs';
import { chromiumArgs, printTable } from './support.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist/server/server/card-renderer');
const runs = Number(process.env.BENCH_CARD_RUNS ?? 3);
/**
 * Chromium's stand-in for each style's sharp treatment. Not the web's swatch filters
 * (card-style-choice.tsx): those live in a React module with path aliases that plain Node cannot
 * import without a build step, and they aim at a quick look, not at comparable work.
 */
const cssFilters = {
  realistic: 'contrast(1.08) saturate(1.08)',
  watercolor: 'saturate(1.35) contrast(0.9) blur(1px)',
  sketch: 'grayscale(1) contrast(1.8) brightness(1.15)',
  vintage: 'sepia(0.6) contrast(0.9) saturate(0.85)',
};

/** A photo-like 4000x3000 JPEG: gradients and a sun under sensor-like grain. */
export async function twelveMegapixelPhoto(folder) {
  const [width, height] = [4000, 3000];
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#f59e0b"/><stop offset="0.55" stop-color="#ec4899"/><stop offset="0.56" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0f172a"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="42%" r="12%" fill="#fde68a"/></svg>`,
  );
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const file = path.join(folder, 'photo-12mp.jpg');
  await sharp(scene)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(file);
  return file;
}

const pt = (value) => `${value.toFixed(2)}pt`;

/** The card's layout (from the renderer's own layoutCard) as HTML for Chromium to print. */
async function layoutHtml(style, photoFile, design) {
  const { layoutCard } = await import(pathToFileURL(path.join(dist, 'card-layout.js')).href);
  const { spreads, bleedBox, isLeftPage } = await import(
    pathToFileURL(path.join(root, 'dist/server/shared/card-layout/card-geometry.js')).href
  );
  const layout = layoutCard({ ...design, style }, { hasPicture: true });
  const fonts = new Map();
  const fontFamily = (font) => {
    if (!fonts.has(font)) fonts.set(font, { name: `f${fonts.size}` });
    return fonts.get(font).name;
  };
  const box = (b) => `left:${pt(b.x)};top:${pt(b.y)};width:${pt(b.width)};height:${pt(b.height)}`;
  const element = (item) => {
    switch (item.kind) {
      case 'rect':
        return `<div style="position:absolute;${box(item.box)};background:${item.color};opacity:${item.opacity ?? 1}"></div>`;
      case 'outline':
        return `<div style="position:absolute;${box(item.box)};box-sizing:border-box;border:${pt(item.width)} solid ${item.color}"></div>`;
      case 'picture':
        return (
          `<div style="position:absolute;${box(item.box)};overflow:hidden"><img src="${pathToFileURL(photoFile).href}" style="width:100%;height:100%;object-fit:cover;filter:${cssFilters[style]}">` +
          (layout.style.scrim
            ? '<div style="position:absolute;inset:0;background:linear-gradient(transparent 50%, rgba(0,0,0,.62))"></div>'
            : '') +
          '</div>'
        );
      case 'path':
        return `<svg viewBox="0 0 24 24" style="position:absolute;${box(item.box)}"><path d="${item.d}" fill="${item.color}" fill-opacity="${item.opacity ?? 1}"/></svg>`;
      case 'text': {
        const { block } = item;
        const family = fontFamily(block.style.font);
        const ascent = (block.style.font.font.ascent / block.style.font.font.unitsPerEm) * block.size;
        return block.lines
          .map(
            (line) =>
              `<div style="position:absolute;left:${pt(line.x)};top:${pt(line.baseline - ascent)};white-space:pre;font:${pt(block.size)}/${pt(ascent * 1.3)} ${family};letter-spacing:${pt((block.style.tracking ?? 0) * block.size)};color:${block.style.color}">${line.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</div>`,
          )
          .join('');
      }
    }
  };
  const pages = spreads
    .map(({ left, right }) => {
      const halves = [left, right]
        .map((name) => {
          const offset = 9 + (isLeftPage(name) ? 0 : 360);
          const page = layout.pages[name];
          const background = bleedBox(name);
          return (
            `<div style="position:absolute;left:${pt(offset)};top:9pt;width:360pt;height:504pt">` +
            `<div style="position:absolute;${box(background)};background:${page.background}"></div>` +
            page.elements.map(element).join('') +
            '</div>'
          );
        })
        .join('');
      return `<section style="position:relative;width:738pt;height:522pt;overflow:hidden;break-after:page">${halves}</section>`;
    })
    .join('');
  const faces = [...fonts.entries()]
    .map(([font, { name }]) => {
      const bytes = Buffer.from(font.bytes);
      const signature = bytes.subarray(0, 4).toString('latin1');
      const format = signature === 'wOF2' ? 'woff2' : signature === 'wOFF' ? 'woff' : 'ttf';
      const url = `data:font/${format};base64,${bytes.toString('base64')}`;
      return `@font-face{font-family:${name};src:url(${url})}`;
    })
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:738pt 522pt;margin:0}html,body{margin:0}${faces}</style></head><body>${pages}</body></html>`;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchCards() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-bench-cards-'));
  try {
    const photo = await twelveMegapixelPhoto(folder);
    const rows = [];
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    try {
      for (const style of ['realistic', 'vintage']) {
        const { stdout } = await run(
          process.execPath,
          [path.join(import.meta.dirname, 'cards-render.mjs'), photo, style, String(runs)],
          {
            maxBuffer: 1 << 20,
          },
        );
        const ours = JSON.parse(stdout);
        const html = path.join(folder, `${style}.html`);
        await writeFile(html, await layoutHtml(style, photo, benchDesign));
        const chromeTimes = [];
        let pdfBytes = 0;
        for (let index = 0; index <= runs; index += 1) {
          const page = await browser.newPage();
          const started = performance.now();
          await page.goto(pathToFileURL(html).href, { waitUntil: 'load' });
          const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
          const elapsed = performance.now() - started;
          await page.close();
          if (index > 0) chromeTimes.push(elapsed);
          pdfBytes = pdf.length;
        }
        const oursMs = median(ours.times);
        const chromeMs = median(chromeTimes);
        rows.push({
          style,
          'Keepsake: 4 previews + PDF (ms, median)': Math.round(oursMs),
          'Chromium page.pdf, warm (ms, median)': Math.round(chromeMs),
          'times faster (target >= 5)': Number((chromeMs / oursMs).toFixed(1)),
          'renderer peak RSS (MB)': Math.round(ours.peakRssMb),
          'RSS before rendering (MB)': Math.round(ours.rssBeforeMb),
          'our PDF (kB)': Math.round(ours.pdfBytes / 1024),
          'Chromium PDF (kB)': Math.round(pdfBytes / 1024),
          'picture dpi': ours.effectiveDpi,
        });
      }
    } finally {
      await browser.close();
    }
    printTable(`Card renderer, 12-megapixel photo, ${runs} runs after a warm-up each`, rows);
    printTable(
      `Issue 18: a card in four scripts with emoji against the English card, same photo, drawn in turn, ${runs} runs after a warm-up`,
      await scriptCardRows(photo, ['realistic', 'vintage'], runs),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchCards();
