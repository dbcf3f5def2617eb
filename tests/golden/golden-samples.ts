import path from 'node:path';
import { cardGeometry, inset, type Box } from '../../src/shared/card-layout/card-geometry';
import type { CardStyleId } from '../../src/shared/creation-rules';
import { layoutCard } from '../../src/server/card-renderer/card-layout';

/**
 * The golden images of issue 18: one line in each script the cards promise, an emoji line and a
 * mixed right-to-left line, each the Inside Right page's text block as the server's preview
 * draws it. The server test (src/server/card-renderer/golden-images.test.ts) and the editor's
 * (tests/e2e/golden-images.spec.ts) compare against the same PNGs.
 *
 * Regenerate (after a deliberate change to how text is drawn), then look at every PNG:
 *   UPDATE_GOLDEN=1 npx vitest run src/server/card-renderer/golden-images.test.ts
 */
export interface GoldenSample {
  /** The PNG's name. */
  name: string;
  text: string;
}

export const goldenSamples: readonly GoldenSample[] = [
  { name: 'latin', text: 'Joyeux anniversaire, Zoë! Łódź' },
  { name: 'cyrillic', text: 'С днём рождения, бабушка!' },
  { name: 'greek', text: 'Χρόνια πολλά, γιαγιά!' },
  { name: 'hebrew', text: 'יום הולדת שמח' },
  { name: 'arabic', text: 'عيد ميلاد سعيد' },
  { name: 'devanagari', text: 'जन्मदिन मुबारक हो' },
  { name: 'thai', text: 'สุขสันต์วันเกิด น้ำใจ' },
  { name: 'japanese', text: 'お誕生日おめでとう！' },
  { name: 'chinese-simplified', text: '生日快乐，永远爱你们' },
  { name: 'chinese-traditional', text: '生日快樂，永遠愛你們' },
  { name: 'korean', text: '생일 축하해요!' },
  { name: 'emoji', text: 'Happy birthday 🎂🎉 👋🏽 ❤️ 🇯🇵' },
  { name: 'mixed-bidi', text: 'Happy birthday שלום 2025!' },
];

/** One style for all: its own typeface draws the Latin, the Noto faces the rest. */
export const goldenStyle: CardStyleId = 'realistic';
/** The page is drawn 600 px wide (1.67 px per point), the editor's page at one CSS pixel per pixel. */
export const goldenPageWidthPx = 600;
export const goldenScale = goldenPageWidthPx / cardGeometry.trim.width;

export const goldenDir = import.meta.dirname;
export const goldenPath = (sample: GoldenSample) => path.join(goldenDir, `${sample.name}.png`);

/** The other blocks stay fixed, so only the inside text changes from one sample to the next. */
export const goldenTexts = (sample: GoldenSample) => ({ front: 'Hello', inside: sample.text, back: 'Love, Sam' });

/**
 * The part of the Inside Right page a sample is compared on, in page pixels: its text block's
 * laid-out bounds with a margin of the text's size (where swashes, accents and emoji reach),
 * as the server's layout places it.
 */
export function goldenCrop(sample: GoldenSample): Box & { lines: string[] } {
  const { texts } = layoutCard({ ...goldenTexts(sample), style: goldenStyle }, { hasPicture: false });
  const block = texts.inside;
  const box = inset(block.bounds, -block.size);
  const left = Math.max(0, Math.floor(box.x * goldenScale));
  const top = Math.max(0, Math.floor(box.y * goldenScale));
  const right = Math.min(goldenPageWidthPx, Math.ceil((box.x + box.width) * goldenScale));
  const bottom = Math.min(
    Math.round(cardGeometry.trim.height * goldenScale),
    Math.ceil((box.y + box.height) * goldenScale),
  );
  return { x: left, y: top, width: right - left, height: bottom - top, lines: block.lines.map((line) => line.text) };
}
