/**
 * Issue 18, in the cards benchmark: the four-script card with emoji (cards-design.mjs) against
 * the English card, both drawn by one child process (cards-render.mjs) in turn, run after run,
 * so the ratio compares like with like on a shared machine. Targets: at most 2x the English
 * card's time (four previews and the PDF, as the renderer table) and at most 3 MB more PDF.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const maxTimes = 2;
const maxExtraMb = 3;

/** One row per style: median times, PDF sizes and whether each target is met. */
export async function scriptCardRows(photo, styles, runs) {
  const rows = [];
  for (const style of styles) {
    const { stdout } = await run(
      process.execPath,
      [path.join(import.meta.dirname, 'cards-render.mjs'), photo, style, String(runs), 'english,four-scripts'],
      { maxBuffer: 1 << 20 },
    );
    const { byDesign } = JSON.parse(stdout);
    const english = byDesign.english;
    const scripts = byDesign['four-scripts'];
    if (scripts.leftOut.length > 0) throw new Error(`The four-script card left out ${scripts.leftOut.join(' ')}`);
    const ratio = median(scripts.times) / median(english.times);
    const extraMb = (scripts.pdfBytes - english.pdfBytes) / 2 ** 20;
    rows.push({
      style,
      'English: 4 previews + PDF (ms, median)': Math.round(median(english.times)),
      'four scripts + emoji (ms, median)': Math.round(median(scripts.times)),
      [`x English (target <= ${maxTimes})`]: Number(ratio.toFixed(2)),
      'time target met': ratio <= maxTimes ? 'yes' : 'NO',
      // Its fallback faces read from disk; the English card before it in the process paid the rest of the warm-up.
      'four scripts, first in process (ms)': Math.round(scripts.firstMs),
      'English PDF (kB)': Math.round(english.pdfBytes / 1024),
      'four-script PDF (kB)': Math.round(scripts.pdfBytes / 1024),
      [`PDF + (MB, target <= ${maxExtraMb})`]: Number(extraMb.toFixed(2)),
      'size target met': extraMb <= maxExtraMb ? 'yes' : 'NO',
    });
  }
  return rows;
}
