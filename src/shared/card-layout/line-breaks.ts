import LineBreaker from 'linebreak';

/**
 * Thai, Lao, Khmer and Myanmar write words without spaces; the Unicode line-breaking rules
 * leave them to a dictionary (their class SA), which `linebreak` does not have. The runtime's
 * word segmenter (ICU) does.
 */
const dictionaryScript = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const dictionaryRun = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{M}]+/gu;

let words: Intl.Segmenter | undefined;
let graphemes: Intl.Segmenter | undefined;
// Browsers before 2024 (Firefox before 125) have no segmenter: Thai then breaks at spaces only,
// and long words between code points, rather than failing to lay out at all.
const canSegment = typeof Intl.Segmenter === 'function';

/**
 * A paragraph cut where a line may end, by the Unicode line-breaking algorithm (UAX #14: after
 * spaces and hyphens, between CJK characters but not before 。or after 「), plus word ends
 * inside Thai-like scripts. Each piece keeps its trailing spaces; joined they are the paragraph.
 */
export function lineBreakUnits(paragraph: string): string[] {
  const breaks = new Set<number>();
  const breaker = new LineBreaker(paragraph);
  for (let found = breaker.nextBreak(); found; found = breaker.nextBreak()) breaks.add(found.position);
  if (canSegment && dictionaryScript.test(paragraph)) {
    words ??= new Intl.Segmenter('th', { granularity: 'word' });
    for (const run of paragraph.matchAll(dictionaryRun)) {
      for (const word of words.segment(run[0])) if (word.index > 0) breaks.add(run.index + word.index);
    }
  }
  const ends = [...breaks].filter((end) => end > 0 && end <= paragraph.length).sort((a, b) => a - b);
  const units: string[] = [];
  let start = 0;
  for (const end of ends) {
    if (end > start) units.push(paragraph.slice(start, end));
    start = end;
  }
  if (start < paragraph.length) units.push(paragraph.slice(start));
  return units;
}

/** A text's grapheme clusters: what a word too long for any line is broken between. */
export function graphemeClusters(text: string): string[] {
  if (!canSegment) return Array.from(text);
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text), (part) => part.segment);
}
