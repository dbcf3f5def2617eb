/**
 * Issue 17, the editor itself: the real CardEditor in Chromium (tests/support/layout-harness/
 * editor-harness.tsx), the longest allowed inside text typed into 'Inside text' one key at a
 * time, each keystroke timed in the page from its event to the painted frame that shows it on
 * the Inside Right page (keystroke-timer.ts). Playwright waits for each paint before the next
 * key, so keystrokes never queue behind each other. The baseline, same run and page: keystrokes
 * on a one-line inside text (a character typed, then deleted), median. No server and no network:
 * the page and its fonts come from the build folder through page.route.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { openEditorHarness } from '../../tests/support/layout-harness/build-harness.mjs';
import { p95 } from '../../tests/support/layout-harness/typing-times.mjs';

const frameMs = 16;
const emojiArt = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
const round = (ms, digits = 1) => Number(ms.toFixed(digits));

/** Types `keys` one at a time, waiting for each to be painted; the page's timings for them. */
async function timedKeys(page, keys) {
  await page.evaluate(() => globalThis.editorBench.start());
  for (const [index, key] of keys.entries()) {
    if (key === 'Backspace') await page.keyboard.press(key);
    else await page.keyboard.type(key);
    await page.evaluate((count) => globalThis.editorBench.until(count), index + 1);
  }
  return page.evaluate(() => globalThis.editorBench.stop());
}

async function clear(box) {
  await box.fill('');
}

/**
 * One style's row: a warm-up (`warmUp`, by default the text's first 100 characters), the text
 * typed, then the one-line baseline.
 */
export async function editorRow(browser, folder, style, text, warmUp = text.slice(0, 100)) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const opened = performance.now();
    await openEditorHarness(page, folder, style);
    const readyMs = performance.now() - opened;
    // The app serves emoji artwork (GET /card-emoji/<version>/<file>.svg) from @twemoji/svg; the
    // harness has no server. Registered last, so Playwright asks this route before the harness's.
    await page.route('**/card-emoji/**', (route) =>
      route.fulfill({ path: path.join(emojiArt, path.basename(new URL(route.request().url()).pathname)) }),
    );
    const box = page.getByRole('textbox', { name: 'Inside text' });
    await box.focus();
    // The first keystrokes compile the layout and draw code, as a customer's first seconds would.
    await clear(box);
    await timedKeys(page, [...warmUp]);
    await clear(box);
    const typed = await timedKeys(page, [...text]);
    const shown = await page.getByRole('img', { name: /^Inside Right:/ }).getAttribute('aria-label');
    if (shown !== `Inside Right: ${text}`)
      throw new Error(`The Inside Right page does not show the typed text (${style})`);
    await box.fill('With love, Sam');
    const oneLine = await timedKeys(
      page,
      Array.from({ length: 60 }, (_, index) => (index % 2 ? 'Backspace' : 'x')),
    );

    const work = typed.map((sample) => sample.commitMs + sample.frameMs);
    const baseline = median(oneLine.map((sample) => sample.commitMs + sample.frameMs));
    const keystroke = p95(work);
    return {
      style,
      'p95 per keystroke (ms)': round(keystroke, 2),
      'max (ms)': round(Math.max(...work)),
      'p95 event to commit (ms)': round(p95(typed.map((sample) => sample.commitMs))),
      'p95 frame after (ms)': round(p95(typed.map((sample) => sample.frameMs))),
      'p95 event to paint, vsync wait incl. (ms)': round(p95(typed.map((sample) => sample.toPaintMs))),
      'one-line keystroke, median (ms)': round(baseline, 2),
      'x one-line': round(keystroke / baseline),
      'share of a 16 ms frame': `${Math.round((keystroke / frameMs) * 100)}%`,
      'page ready, fonts incl. (ms)': Math.round(readyMs),
    };
  } finally {
    await page.close();
  }
}

/** The editor table for every style, on a harness already built into `folder`. */
export async function editorRows(browser, folder, styles, text) {
  const rows = [];
  for (const style of styles) rows.push(await editorRow(browser, folder, style, text));
  return rows;
}
