/**
 * Issues 6 and 22: the landing page on a phone. Against the production build:
 * - Lighthouse 12 (mobile preset: Moto G Power, slow 4G, 4x CPU) in Debian's Chromium, run
 *   LANDING_RUNS times (default 5), median reported. Lighthouse scales the CPU time it
 *   observes, so a busy machine reads slower: the load average is printed with the figures.
 *   Targets (issue 22): performance >= 98, LCP < 1.5 s, TBT < 100 ms, CLS 0, SEO 100,
 *   accessibility >= 95.
 * - JavaScript: every script the page requests while loading at 390 px and at 1280 px, each
 *   gzipped (level 9), summed. Target: at most 90 kB (90,000 bytes).
 * - Media: bytes of images and video each width requests; the phone must request no video.
 * LANDING_BENCH_URL benchmarks an already running server instead of starting the build.
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { printTable, startKeepsake } from './support.mjs';

const chromePath = chromiumPath;
// Lighthouse's launcher starts Chromium itself, so it is told to run headless.
const chromeFlags = ['--headless=new', ...chromiumArgs];
const runs = Number(process.env.LANDING_RUNS ?? 5);
const jsBudgetBytes = 90_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kB = (bytes) => Number((bytes / 1000).toFixed(1));

/** What a fresh visitor's browser fetches for '/' at one width, until the network is quiet. */
async function measureRequests(url, width) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 } });
    const scripts = [];
    const media = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'image' && type !== 'media') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const name = new URL(response.url()).pathname;
      if (type === 'script') scripts.push({ name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      else media.push({ name, type, bytes: body.length });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Let the hero video buffer and any idle-time fetches start before counting.
    await page.waitForTimeout(1500);
    return { scripts, media };
  } finally {
    await browser.close();
  }
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      failedSeoAudits: lhr.categories.seo.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      lcpElement: lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node?.nodeLabel,
      // Where the LCP's time goes (TTFB, load delay, load time, render delay), as Lighthouse splits it.
      lcpPhases: (lhr.audits['largest-contentful-paint-element'].details?.items?.[1]?.items ?? [])
        .map((item) => `${item.phase} ${Math.round(item.timing)} ms`)
        .join(', '),
    };
  } finally {
    chrome.kill();
  }
}

export async function benchLanding() {
  const external = process.env.LANDING_BENCH_URL;
  const server = external ? { url: external, stop: async () => {} } : await startKeepsake();
  const url = `${server.url}/`;
  try {
    const widths = {};
    for (const width of [390, 1280]) widths[width] = await measureRequests(url, width);

    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(url));

    const byFile = (pick) => {
      const rows = new Map();
      for (const [width, measured] of Object.entries(widths)) {
        for (const item of pick(measured)) {
          const row = rows.get(item.name) ?? { file: item.name, ...item.columns, '390 px': '', '1280 px': '' };
          row[`${width} px`] = 'yes';
          rows.set(item.name, row);
        }
      }
      return [...rows.values()];
    };
    printTable(
      'Landing page: JavaScript requested while loading / (gzip level 9)',
      byFile(({ scripts }) =>
        scripts.map((s) => ({ name: s.name, columns: { 'raw kB': kB(s.raw), 'gzip kB': kB(s.gzip) } })),
      ),
    );
    printTable(
      'Landing page: images and video requested while loading /',
      byFile(({ media }) => media.map((m) => ({ name: m.name, columns: { type: m.type, kB: kB(m.bytes) } }))),
    );

    const jsGzip = Math.max(...Object.values(widths).map(({ scripts }) => scripts.reduce((sum, s) => sum + s.gzip, 0)));
    const phoneVideo = widths[390].media.filter((item) => item.type === 'media' || /\.(mp4|webm|mov)$/.test(item.name));
    const figures = {
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      seo: median(results.map((r) => r.seo)),
      lcpMs: median(results.map((r) => r.lcpMs)),
      tbtMs: median(results.map((r) => r.tbtMs)),
      cls: median(results.map((r) => r.cls)),
      jsKb: kB(jsGzip),
    };
    const row = (figure, value, target, met) => ({ figure, value, target, result: met ? 'met' : 'MISSED' });
    printTable(
      `Landing page: Lighthouse 12, mobile preset, median of ${runs} (each run: ${results.map((r) => r.performance).join(', ')})`,
      [
        row('performance score', figures.performance, '≥ 98', figures.performance >= 98),
        row('accessibility score', figures.accessibility, '≥ 95', figures.accessibility >= 95),
        row('SEO score', figures.seo, '100', figures.seo === 100),
        row('LCP (s)', Number((figures.lcpMs / 1000).toFixed(2)), '< 1.5', figures.lcpMs < 1500),
        row('TBT (ms)', Math.round(figures.tbtMs), '< 100', figures.tbtMs < 100),
        row('CLS', Number(figures.cls.toFixed(3)), '0', figures.cls === 0),
        row('FCP (s)', Number((median(results.map((r) => r.fcpMs)) / 1000).toFixed(2)), '-', true),
        row('landing JS (kB gzip)', kB(jsGzip), '≤ 90', jsGzip <= jsBudgetBytes),
        row('videos requested at 390 px', phoneVideo.length, '0', phoneVideo.length === 0),
      ],
    );
    console.log(`LCP element: ${results[0]?.lcpElement ?? 'unknown'}`);
    const medianRun = results.find((r) => r.lcpMs === figures.lcpMs);
    console.log(`LCP phases (median run): ${medianRun?.lcpPhases || 'unknown'}`);
    const seoMisses = [...new Set(results.flatMap((r) => r.failedSeoAudits))];
    if (seoMisses.length > 0) console.log(`SEO audits not passed: ${seoMisses.join(', ')}`);
    const [load1] = os.loadavg();
    console.log(`Machine load average while measuring: ${load1.toFixed(1)} on ${os.cpus().length} cores`);
    return figures;
  } finally {
    await server.stop();
  }
}
