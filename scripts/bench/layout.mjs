/**
 * Issue 17: live text layout. The p95 time to lay the card's texts out again after each
 * keystroke while the longest allowed text (the inside, 600 characters) is typed one character
 * at a time, in Node (the server renderer's fonts) and in Chromium (the web app's font loading,
 * through the layout harness page). The baseline, in the same run and runtime, is the layout
 * of the same card with a one-line inside text (median). Target: within one frame (16 ms) in Chromium.
 * A second table times the real editor, keystroke to painted page (layout-editor.mjs). Two
 * more type Arabic, Devanagari and the four-script card's inside (layout-scripts.mjs).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildLayoutHarness, openLayoutHarness } from '../../tests/support/layout-harness/build-harness.mjs';
import { longestText } from '../../tests/support/layout-harness/sample-texts.mjs';
import { p95, typingTimes } from '../../tests/support/layout-harness/typing-times.mjs';
import { editorRows } from './layout-editor.mjs';
import { editorScriptRows, nodeScriptRows } from './layout-scripts.mjs';
import { chromiumArgs, printTable } from './support.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const built = (file) => import(pathToFileURL(path.join(root, 'dist/server', file)).href);
const others = { front: 'Happy birthday, Mum!', back: 'With love, Sam' };

function row(runtime, style, { keystrokes, oneLine, fontsMs }) {
  const keystroke = p95(keystrokes);
  // The median: a one-line layout is short enough for one GC pause to move its p95.
  const baseline = [...oneLine].sort((a, b) => a - b)[Math.floor(oneLine.length / 2)];
  return {
    runtime,
    style,
    'p95 per keystroke (ms)': Number(keystroke.toFixed(2)),
    'max (ms)': Number(Math.max(...keystrokes).toFixed(2)),
    'one-line layout, median (ms)': Number(baseline.toFixed(3)),
    'x one-line': Number((keystroke / baseline).toFixed(1)),
    'share of a 16 ms frame': `${Math.round((keystroke / 16) * 100)}%`,
    // The browser fetches and parses a style's fonts once, when the style is first shown.
    'fonts ready (ms)': fontsMs === undefined ? '' : Math.round(fontsMs),
  };
}

export async function benchLayout() {
  const { cardOptionSchema } = await built('shared/api/generate.js');
  const { cardStyleIds } = await built('shared/creation-rules.js');
  const { layoutCardTexts } = await built('shared/card-layout/layout-card-texts.js');
  const { cardFont, cardFace } = await built('server/card-renderer/card-fonts.js');
  const length = Math.max(...Object.values(cardOptionSchema.shape).map((text) => text.maxLength ?? 0));
  const text = longestText(length);
  const rows = [];
  let editor;
  let editorScripts;
  for (const style of cardStyleIds) {
    const times = typingTimes(
      text,
      others,
      (texts) => layoutCardTexts(texts, style, cardFont),
      () => performance.now(),
    );
    rows.push(row('Node', style, times));
  }
  const nodeScripts = nodeScriptRows(layoutCardTexts, cardFont, cardFace, 'realistic');

  const folder = await mkdtemp(path.join(os.tmpdir(), 'keepsake-bench-layout-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    await buildLayoutHarness(folder);
    const page = await browser.newPage();
    await openLayoutHarness(page, folder);
    for (const style of cardStyleIds) {
      const times = await page.evaluate(
        ({ text, style, others }) => globalThis.cardLayout.typing(text, style, others),
        {
          text,
          style,
          others,
        },
      );
      rows.push(row('Chromium', style, times));
    }
    // Closed, so only the editor's page draws frames while it is timed.
    await page.close();
    editor = await editorRows(browser, folder, cardStyleIds, text);
    editorScripts = await editorScriptRows(browser, folder, 'realistic');
  } finally {
    await browser.close();
    await rm(folder, { recursive: true, force: true });
  }
  printTable(`Card text layout per keystroke, typing a ${length}-character inside text (after a warm-up pass)`, rows);
  printTable(
    `The editor in Chromium, keystroke to Inside Right page painted, typing the same ${length} characters ` +
      `(per keystroke: event to React's commit plus the next frame's style, layout and paint; ${os.cpus().length} shared CPU cores)`,
    editor,
  );
  printTable(
    'Issue 18: card text layout per keystroke in Node, typing shaped scripts (fallback faces, fontkit shaping; each keystroke timed once)',
    nodeScripts,
  );
  printTable(
    'Issue 18: the editor in Chromium, keystroke to Inside Right page painted, typing shaped scripts (as above; warm-up in the same script, other words)',
    editorScripts,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchLayout();
