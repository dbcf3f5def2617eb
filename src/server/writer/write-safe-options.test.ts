import { describe, expect, it } from 'vitest';
import type { CardOption } from '../../shared/api/generate.js';
import { samplePicture } from '../../../tests/support/sample-picture.js';
import { WriterFailure, type CardWriter, type WriteRequest } from './card-writer.js';
import { writeOffline } from './offline/offline-writer.js';
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
    await expect(writeSafeOptions(scriptedWriter(options), request)).resolves.toEqual({
      cardOptions: options,
      writer: 'llm',
    });
  });

  it('replaces options that attack who someone is, so three safe ones still arrive', async () => {
    const unsafe = [
      { front: 'Wipeout queen', inside: 'Every wave won. You never gave up.', back: 'Hang ten' },
      { front: 'Beach body?', inside: 'With your weight the board never stood a chance.', back: 'Lol' },
      { front: 'Old lady on a board', inside: 'Act your age.', back: 'Ha' },
    ];
    const { cardOptions: options, writer } = await writeSafeOptions(scriptedWriter(unsafe), request);
    expect(writer).toBe('llm');
    expect(options).toHaveLength(3);
    expect(options[0]).toEqual(unsafe[0]);
    for (const option of options) expect(checkOption(option, 'roast').safe).toBe(true);
    expect(JSON.stringify(options)).not.toMatch(/weight|act your age/i);
  });

  it('fills in when a writer returns fewer than three', async () => {
    const { cardOptions } = await writeSafeOptions(scriptedWriter([]), request);
    expect(cardOptions).toHaveLength(3);
  });

  it("gives the built-in writer's options, marked 'fallback', when the writer fails", async () => {
    const failing: CardWriter = { kind: 'llm', write: () => Promise.reject(new WriterFailure('timeout', 'slow')) };
    await expect(writeSafeOptions(failing, request)).resolves.toEqual({
      cardOptions: writeOffline(request),
      writer: 'fallback',
    });
  });

  it('lets a programming error through rather than hiding it behind the fallback', async () => {
    const broken: CardWriter = { kind: 'llm', write: () => Promise.reject(new TypeError('oops')) };
    await expect(writeSafeOptions(broken, request)).rejects.toThrow(TypeError);
  });
});
