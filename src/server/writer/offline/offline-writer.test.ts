import { describe, expect, it } from 'vitest';
import { cardOptionSchema, type CardOption } from '../../../shared/api/generate.js';
import { tones, type Tone } from '../../../shared/creation-rules.js';
import { samplePicture } from '../../../../tests/support/sample-picture.js';
import type { WriteRequest } from '../card-writer.js';
import { checkOption } from '../safety-filter.js';
import type { LineBank } from './line-bank.js';
import { playfulLines } from './lines-playful.js';
import { roastLines } from './lines-roast.js';
import { sentimentalLines } from './lines-sentimental.js';
import { writeOffline } from './offline-writer.js';

const banks: Record<Tone, LineBank> = { roast: roastLines, sentimental: sentimentalLines, playful: playfulLines };

/** A template as a pattern: every {slot} (even nested) matches any text. */
function templatePattern(template: string): RegExp {
  let text = template;
  while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, '\u0000');
  const escaped = text
    .split('\u0000')
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*'))
    .join('.*?');
  return new RegExp(`^\\s*${escaped}\\s*$`, 'i');
}

function fromBank(text: string, lines: readonly string[]): boolean {
  return lines.some((template) => templatePattern(template).test(text));
}

const request = (overrides: Partial<WriteRequest> = {}): WriteRequest => ({
  description: "My dad's birthday fishing trip to the lake. He caught one tiny fish and bragged all week.",
  tone: 'sentimental',
  picture: samplePicture(),
  previousOptions: [],
  ...overrides,
});

describe('offline writer', () => {
  it.each(tones)('writes three valid, distinct, safe %s options', (tone) => {
    const options = writeOffline(request({ tone }));
    expect(options).toHaveLength(3);
    for (const option of options) {
      expect(cardOptionSchema.safeParse(option).success).toBe(true);
      expect(checkOption(option, tone).safe).toBe(true);
    }
    expect(new Set(options.map((option) => option.front)).size).toBe(3);
    expect(new Set(options.map((option) => option.inside)).size).toBe(3);
  });

  it.each(tones)('stays true to the %s tone: every line comes from that tone and no other', (tone) => {
    for (const option of writeOffline(request({ tone }))) {
      expect(fromBank(option.front, banks[tone].front), option.front).toBe(true);
      expect(fromBank(option.inside, banks[tone].inside), option.inside).toBe(true);
      expect(fromBank(option.back, banks[tone].back), option.back).toBe(true);
      for (const other of tones.filter((candidate) => candidate !== tone)) {
        expect(fromBank(option.inside, banks[other].inside), `${option.inside} reads as ${other}`).toBe(false);
      }
    }
  });

  it("writes from the customer's words and the picture: who, the occasion, the place, the colour", () => {
    const text = JSON.stringify(writeOffline(request()));
    expect(text).toMatch(/Dad/);
    expect(text).toMatch(/birthday/i);
    expect(text).toMatch(/the lake|fishing trip/);
    const colourful = JSON.stringify([
      ...writeOffline(request()),
      ...writeOffline(request({ previousOptions: writeOffline(request()) })),
    ]);
    expect(colourful).toMatch(/sunset orange|soft light|photo/);
  });

  it('gives the same options for the same input, and different ones for different input', () => {
    expect(writeOffline(request())).toEqual(writeOffline(request()));
    const base = writeOffline(request());
    const variants: Partial<WriteRequest>[] = [
      { description: 'Our road trip to the Grand Canyon with Grandpa Joe' },
      { description: "My dad's birthday fishing trip to the lake. He caught one tiny fish and bragged all month." },
      { tone: 'playful' },
      { picture: samplePicture({ kind: 'video' }) },
      { picture: samplePicture({ colours: [{ name: 'forest green', hex: '#1e5f2d', share: 1 }] }) },
    ];
    for (const variant of variants) expect(writeOffline(request(variant)), JSON.stringify(variant)).not.toEqual(base);
  });

  it.each(tones)(
    'Load More (%s) returns three new options unlike the first, even for a one-word description',
    (tone) => {
      for (const description of ['lol', request().description]) {
        const first = writeOffline(request({ tone, description }));
        const more = writeOffline(request({ tone, description, previousOptions: first }));
        expect(more).toHaveLength(3);
        const shown = (part: keyof CardOption) => new Set(first.map((option) => option[part]));
        for (const option of more) {
          expect(shown('front').has(option.front), option.front).toBe(false);
          expect(shown('inside').has(option.inside), option.inside).toBe(false);
        }
      }
    },
  );

  it('never quotes words the safety filter would stop, even from the description', () => {
    const options = writeOffline(request({ tone: 'roast', description: 'My fat cat Momo sleeping on the new sofa' }));
    expect(JSON.stringify(options)).not.toMatch(/\bfat\b/i);
  });
});
