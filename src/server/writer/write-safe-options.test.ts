import { describe, expect, it } from 'vitest';
import type { CardOption } from '../../shared/api/generate.js';
import { samplePicture } from '../../../tests/support/sample-picture.js';
import type { CardWriter, WriteRequest } from './card-writer.js';
import { checkOption } from './safety-filter.js';
import { writeSafeOptions } from './write-safe-options.js';

function scriptedWriter(options: CardOption[]): CardWriter {
  return { kind: 'llm', write: () => Promise.resolve(options) };
}

const request: WriteRequest = {
  description: 'Sarah at the beach, she tried surfing and fell off every wave',
  tone: 'roast',
  picture: samplePicture(),
  previousOptions: [],
};

describe('writeSafeOptions', () => {
  it('passes safe options through untouched', async () => {
    const options = [
      { front: 'Wipeout queen', inside: 'Every wave won. You never gave up.', back: 'Hang ten' },
      { front: 'Surf school dropout', inside: 'The board is still recovering.', back: 'Love you' },
      { front: 'Exhibit A', inside: 'Ten wipeouts, zero regrets.', back: 'See you out there' },
    ];
    await expect(writeSafeOptions(scriptedWriter(options), request)).resolves.toEqual(options);
  });

  it('replaces options that attack who someone is, so three safe ones still arrive', async () => {
    const unsafe = [
      { front: 'Wipeout queen', inside: 'Every wave won. You never gave up.', back: 'Hang ten' },
      { front: 'Beach body?', inside: 'With your weight the board never stood a chance.', back: 'Lol' },
      { front: 'Old lady on a board', inside: 'Act your age.', back: 'Ha' },
    ];
    const options = await writeSafeOptions(scriptedWriter(unsafe), request);
    expect(options).toHaveLength(3);
    expect(options[0]).toEqual(unsafe[0]);
    for (const option of options) expect(checkOption(option, 'roast').safe).toBe(true);
    expect(JSON.stringify(options)).not.toMatch(/weight|act your age/i);
  });

  it('fills in when a writer returns fewer than three', async () => {
    const options = await writeSafeOptions(scriptedWriter([]), request);
    expect(options).toHaveLength(3);
  });
});
