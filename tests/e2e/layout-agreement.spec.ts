import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { expect, test } from '@playwright/test';
import { cardOptionSchema } from '../../src/shared/api/generate';
import { fontSources } from '../../src/shared/card-layout/font-files';
import { cardStyleFonts } from '../../src/shared/card-layout/layout-card-texts';
import { cardStyleIds } from '../../src/shared/creation-rules';
import { layoutCard } from '../../src/server/card-renderer/card-layout';
import { blockSummary, type CardSummary } from '../support/layout-harness/block-summary';
import { buildLayoutHarness, openLayoutHarness } from '../support/layout-harness/build-harness.mjs';
import type { LayoutHarness } from '../support/layout-harness/harness';
import { sampleTexts } from '../support/layout-harness/sample-texts.mjs';

/**
 * Preview is print: the browser lays the customer's words out with the server renderer's code,
 * font files and metrics. A few hundred generated texts, in every style and every text block,
 * laid out by the renderer in Node and by the web app's font loading in Chromium, must give
 * the same lines, positions and sizes. Self-contained: it builds its own page with Vite and
 * does not use the app server.
 */
const longest = Math.max(...Object.values(cardOptionSchema.shape).map((text) => text.maxLength ?? 0));
// Seed 18: its texts reach every outcome checked below (a cut text) in every style.
const texts = sampleTexts(300, longest, 18);
const cards = texts.map((text, index) => ({
  front: text,
  // The blocks get different texts so each block sees short and long ones in every run.
  inside: texts[(index + 100) % texts.length]!,
  back: texts[(index + 200) % texts.length]!,
}));

const roles = ['front', 'inside', 'back', 'mark'] as const;

let outDir = '';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  outDir = await mkdtemp(path.join(os.tmpdir(), 'keepsake-layout-harness-'));
  await buildLayoutHarness(outDir);
});
test.afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

test('the generated texts reach the longest a block takes', () => {
  expect(longest).toBe(600);
  expect(texts.some((text) => text.length === longest)).toBe(true);
});

// One test per style, so each has its own time limit on a busy machine.
for (const style of cardStyleIds) {
  test(`the browser lays out every text as the print renderer does, in the ${style} style`, async ({ page }) => {
    test.setTimeout(180_000);
    await openLayoutHarness(page, outDir);
    const server: CardSummary[] = cards.map((card) => {
      const { texts: blocks } = layoutCard({ ...card, style }, { hasPicture: true });
      return Object.fromEntries(roles.map((role) => [role, blockSummary(blocks[role])])) as CardSummary;
    });
    const browser = await page.evaluate(
      ({ cards, style }) => (window as unknown as { cardLayout: LayoutHarness }).cardLayout.layoutCards(cards, style),
      { cards, style },
    );
    expect(browser).toHaveLength(cards.length);
    // One comparison per style: thousands of expect() calls cost Playwright a step each.
    const differences = server.flatMap((card, index) =>
      roles
        .filter((role) => !isDeepStrictEqual(browser[index]![role], card[role]))
        .map((role) => ({
          role,
          text: role === 'mark' ? 'Keepsake' : cards[index]![role],
          server: { size: card[role].size, lines: card[role].lines.map((line) => line.text) },
          browser: { size: browser[index]![role].size, lines: browser[index]![role].lines.map((line) => line.text) },
        })),
    );
    expect(differences.slice(0, 3), `${differences.length} blocks differ in ${style}`).toEqual([]);
    // The generated texts reach every outcome: shrunk, below readable, cut, characters left out.
    for (const flag of ['shrunk', 'belowReadable', 'truncated'] as const) {
      expect(
        server.some((card) => card.front[flag] || card.inside[flag] || card.back[flag]),
        `${style} ${flag}`,
      ).toBe(true);
    }
    const parts = server.flatMap((card) => [card.front, card.inside, card.back]);
    expect(
      parts.some((part) => part.missingCharacters.length > 0),
      `${style} missing characters`,
    ).toBe(true);
    // ...and fallback faces: some line has a run in a face other than the style's typeface.
    expect(
      parts.some((part) => part.lines.some((line) => line.runs.some((run) => run.face.includes('/')))),
      style,
    ).toBe(true);
  });
}

test('the browser fetches only the chosen style’s fonts, byte for byte the files the server reads', async ({
  page,
}) => {
  await openLayoutHarness(page, outDir);
  // Functions given to page.evaluate run in the page, so each reaches the harness itself.
  await page.evaluate(() =>
    (window as unknown as { cardLayout: LayoutHarness }).cardLayout.layoutCards(
      [{ front: 'Hi', inside: 'Hi', back: 'Hi' }],
      'sketch',
    ),
  );
  const fetched = await page.evaluate(() =>
    (window as unknown as { cardLayout: LayoutHarness }).cardLayout.fetchedFontFiles(),
  );

  const require = createRequire(import.meta.url);
  const serverFiles = new Map<string, string>();
  for (const name of cardStyleFonts('sketch')) {
    const source = fontSources[name];
    const bytes = await readFile(require.resolve(`${source.pkg}/${source.file}`));
    serverFiles.set(createHash('sha256').update(bytes).digest('hex'), name);
  }
  expect(fetched.map((file) => serverFiles.get(file.sha256)).sort()).toEqual([...serverFiles.values()].sort());
  const bytes = fetched.reduce((sum, file) => sum + file.bytes, 0);
  console.info(`English card: ${fetched.length} font files, ${bytes} bytes (no fallback face)`);
});

const hanCards = [
  {
    name: 'a Japanese card',
    texts: { front: 'お誕生日おめでとう', inside: 'いつもありがとう。大好きだよ！', back: 'Hi' },
    face: 'jp',
  },
  // Traditional-only 聖 誕 樂 愛 遠 們 choose Noto Sans TC; these avoid TC's slice 119, which
  // fontkit cannot read (its characters fall to SC, see fallback-faces.test.ts).
  { name: 'a Traditional Chinese card', texts: { front: '聖誕快樂', inside: '永遠愛你們', back: 'Hi' }, face: 'tc' },
];

for (const { name, texts, face } of hanCards) {
  test(`${name} fetches only the Noto Sans ${face.toUpperCase()} slices its characters are in, the files the server reads`, async ({
    page,
  }) => {
    await openLayoutHarness(page, outDir);
    const server = layoutCard({ ...texts, style: 'sketch' }, { hasPicture: true }).texts;
    const faceKeys = new Set(
      Object.values(server).flatMap((block) =>
        block.lines.flatMap((line) => line.runs.flatMap((run) => (run.kind === 'glyphs' ? [run.font.name] : []))),
      ),
    );
    await page.evaluate(
      (texts) => (window as unknown as { cardLayout: LayoutHarness }).cardLayout.layoutCards([texts], 'sketch'),
      texts,
    );
    const fetched = await page.evaluate(() =>
      (window as unknown as { cardLayout: LayoutHarness }).cardLayout.fetchedFontFiles(),
    );
    const require = createRequire(import.meta.url);
    const serverFiles = new Map<string, string>();
    // Fallback faces are named by their file's key (`<pkg>/<file>`), the style's typefaces by family.
    for (const key of [...faceKeys].filter((name) => name.includes('/'))) {
      serverFiles.set(
        createHash('sha256')
          .update(await readFile(require.resolve(key)))
          .digest('hex'),
        key,
      );
    }
    const fetchedFaces = fetched.map((file) => serverFiles.get(file.sha256)).filter(Boolean);
    expect(fetchedFaces.sort()).toEqual([...serverFiles.values()].sort());
    expect(serverFiles.size).toBeGreaterThan(0);
    const slice = new RegExp(`noto-sans-${face}-\\d+-400-normal\\.woff$`);
    expect([...serverFiles.values()].every((key) => slice.test(key))).toBe(true);
    // Nothing else but the style's own typefaces.
    expect(fetched.length - fetchedFaces.length).toBe(cardStyleFonts('sketch').length);
    const bytes = fetched.reduce((sum, file) => sum + file.bytes, 0);
    console.info(`${name}: ${fetched.length} font files, ${bytes} bytes (${fetchedFaces.length} Noto slices)`);
  });
}
