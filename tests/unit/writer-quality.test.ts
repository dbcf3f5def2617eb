import { describe, expect, it } from 'vitest';
import type { CardText, CorpusEntry } from '../../scripts/bench/writer-judge.mjs';
import { judgeCorpus, loadCorpus, type BenchWriteRequest } from '../../scripts/bench/writer-quality.mjs';

const corpus = loadCorpus().slice(0, 4);
const byDescription = new Map(corpus.map((entry) => [entry.description, entry]));
const gold = (request: BenchWriteRequest): CorpusEntry => byDescription.get(request.description)!;

const lines = [
  ['A day to keep', 'Here’s to {x}. Every minute of it was worth it.', 'Made with love.'],
  ['Still smiling', 'I keep coming back to {x} and grinning like a fool.', 'With a big hug.'],
  ['Look at us', 'Whenever I need a lift, I think of {x}. Thank you for that.', 'Yours, always.'],
  ['Best. Day. Ever.', 'Nobody tells the story of {x} quite like you do.', 'Love and laughter.'],
  ['Remember this?', 'If I could pause one moment, it would be {x}, with you right there.', 'Forever grateful.'],
  ['One for the album', 'They will be talking about {x} for years, and so will I.', 'Keep this one safe.'],
];

/** A careful writer: names everyone, quotes gold phrases, never repeats itself. */
function carefulWriter(request: BenchWriteRequest): { options: CardText[]; phrases: string[][] } {
  const entry = gold(request);
  const names = entry.recipients.length > 0 ? entry.recipients.join(' and ') : 'you';
  const phrase = entry.phrases[0] ?? 'this day';
  const start = request.previousOptions.length > 0 ? 3 : 0;
  const options = lines.slice(start, start + 3).map(([front, inside, back]) => ({
    front: front!,
    inside: `${inside!.replace('{x}', phrase)} For ${names}.`,
    back: back!,
  }));
  return { options, phrases: options.map(() => [phrase]) };
}

describe('judgeCorpus', () => {
  it('counts a first set and a Load More set for every entry and tone', () => {
    const report = judgeCorpus(carefulWriter, { corpus });
    expect(report.descriptions).toBe(4);
    expect(report.optionsJudged).toBe(4 * 3 * 2 * 3);
    expect(report.slipped).toEqual([]);
    expect(report.slipShare).toBe(0);
  });

  it('sees repeats across Load More, untraced writers and traced fragments', () => {
    const stuck = (request: BenchWriteRequest) => carefulWriter({ ...request, previousOptions: [] }).options;
    const repeated = judgeCorpus(stuck, { corpus, tones: ['playful'] });
    expect(repeated.perKind.repeated).toBe(4 * 3);
    expect(repeated.optionsWithSlip).toBe(4 * 3);

    const fragments = judgeCorpus((request) => ({ ...carefulWriter(request), phrases: [['twice'], [], []] }), {
      corpus,
      tones: ['roast'],
    });
    expect(fragments.perKind.fragment).toBe(4 * 2);
    expect(fragments.slipShare).toBeCloseTo(8 / 24);
  });
});
