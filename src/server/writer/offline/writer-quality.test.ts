import { describe, expect, it } from 'vitest';
import { judgeCorpus } from '../../../../scripts/bench/writer-quality.mjs';
import { writeOfflineTraced } from './offline-writer.js';

/**
 * The embedded writer over the whole description corpus (tests/fixtures/writer-corpus.json), in
 * every tone, first set and Load More, judged for the slips a customer would not print. The bench
 * (`npm run bench writer`) prints the same figures with the slipped texts.
 */
describe('embedded writer quality', () => {
  it('writes no option with a slip: wrong addressee, missing person, article, fragment, repeat or garble', () => {
    const report = judgeCorpus(writeOfflineTraced);
    const slips = report.slipped.map(
      (entry) =>
        `${entry.tone}: ${entry.description}\n  ${entry.slips.map((slip) => `${slip.kind}: ${slip.detail}`).join('; ')}`,
    );
    expect(report.optionsJudged).toBeGreaterThanOrEqual(1000);
    expect(slips).toEqual([]);
    // About 6 s on an idle machine: the judge tags every option with compromise.
  }, 120_000);
});
