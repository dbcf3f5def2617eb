import { describe, expect, it } from 'vitest';
import { cardOptionSchema, type CardOption } from '../../../shared/api/generate.js';
import { tones, type Tone } from '../../../shared/creation-rules.js';
import { samplePicture } from '../../../../tests/support/sample-picture.js';
import type { WriteRequest } from '../card-writer.js';
import { checkOption } from '../safety-filter.js';
import type { Angle } from './angles.js';
import { playfulAngles } from './angles-playful.js';
import { roastAngles } from './angles-roast.js';
import { sentimentalAngles } from './angles-sentimental.js';
import { buildCardFacts } from './card-facts.js';
import { writeOffline, writeOfflineTraced } from './offline-writer.js';
import { readDescription } from './read-description.js';

const anglesByTone: Record<Tone, readonly Angle[]> = {
  roast: roastAngles,
  sentimental: sentimentalAngles,
  playful: playfulAngles,
};

const request = (overrides: Partial<WriteRequest> = {}): WriteRequest => ({
  description:
    "Mom and Dad's 40th anniversary at the lake house. Dad burned the turkey twice and the smoke alarm went off.",
  tone: 'sentimental',
  picture: samplePicture(),
  previousOptions: [],
  ...overrides,
});

/** Every inside text a tone's lines can write for this request, without the opening line. */
function insidesOf(tone: Tone, writeRequest: WriteRequest): Set<string> {
  const facts = buildCardFacts(readDescription(writeRequest.description), writeRequest.picture.facts);
  return new Set(
    anglesByTone[tone].flatMap((angle) =>
      angle.inside.map((line) => line(facts)).filter((text): text is string => !!text),
    ),
  );
}
const withoutOpening = (inside: string) => inside.replace(/^[^\n]*\n/, '');

describe('embedded writer', () => {
  it.each(tones)('writes three valid, distinct, safe %s options', (tone) => {
    const options = writeOffline(request({ tone }));
    expect(options).toHaveLength(3);
    for (const option of options) {
      expect(cardOptionSchema.safeParse(option).success).toBe(true);
      expect(checkOption(option, tone).safe).toBe(true);
    }
    for (const part of ['front', 'inside', 'back'] as const) {
      expect(new Set(options.map((option) => option[part])).size, part).toBe(3);
    }
  });

  it.each(tones)('stays true to the %s tone: every inside comes from its lines and no other', (tone) => {
    for (const option of writeOffline(request({ tone }))) {
      expect(insidesOf(tone, request()).has(withoutOpening(option.inside)), option.inside).toBe(true);
      for (const other of tones.filter((candidate) => candidate !== tone)) {
        expect(insidesOf(other, request()).has(withoutOpening(option.inside))).toBe(false);
      }
    }
  });

  it.each(tones)('names everyone the card is for in every %s option, and never addresses a place', (tone) => {
    const couple = writeOffline(request({ tone }));
    for (const option of couple) expect(JSON.stringify(option)).toMatch(/Mom and Dad/);
    const hike = writeOffline(
      request({
        tone,
        description: 'Hiking Mount Tam with Sarah for her 30th birthday, we got lost and ate too many snacks.',
      }),
    );
    for (const option of hike) {
      expect(JSON.stringify(option)).toMatch(/Sarah/);
      expect(JSON.stringify(option)).not.toMatch(/(Dear|Hey|Happy 30th Birthday,) Mount Tam/);
    }
  });

  it('says back what happened, in words that read right', () => {
    const text = JSON.stringify([
      ...writeOffline(request()),
      ...writeOffline(request({ previousOptions: writeOffline(request()) })),
    ]);
    // One of two recipients is named, not "you": the card is to both.
    expect(text).toMatch(/Dad burned the turkey twice/);
    expect(text).toMatch(/Happy 40th Anniversary/);
    expect(text).not.toMatch(/the twice|the smoke and|the turkey, the/);
  });

  it('turns the picture into words with the right article', () => {
    const ocean = samplePicture({ colours: [{ name: 'ocean blue', hex: '#1e5aaa', share: 1 }] });
    const all = tones.flatMap((tone) => {
      const first = writeOffline(request({ tone, description: 'lol', picture: ocean }));
      return [...first, ...writeOffline(request({ tone, description: 'lol', picture: ocean, previousOptions: first }))];
    });
    const text = JSON.stringify(all);
    expect(text).toMatch(/ocean blue/);
    expect(text).not.toMatch(/\ba ocean/i);
  });

  it("has lines for the picture's light, and uses them when the description gives little else", () => {
    const moody = request({ description: 'lol', picture: samplePicture({ brightness: 'dark' }) });
    expect([...insidesOf('sentimental', moody)].some((inside) => inside.includes('the light in it is moody'))).toBe(
      true,
    );
    const first = writeOffline(moody);
    const shown = [...first, ...writeOffline({ ...moody, previousOptions: first })];
    expect(JSON.stringify(shown)).toMatch(/moody|sunset orange/);
  });

  it('traces the description words each option quotes', () => {
    const { options, phrases } = writeOfflineTraced(request({ tone: 'roast' }));
    expect(phrases).toHaveLength(3);
    options.forEach((option, index) => {
      for (const phrase of phrases[index]!) expect(JSON.stringify(option)).toContain(phrase);
    });
    expect(phrases.flat()).toContain('Mom and Dad');
  });

  it('gives the same options for the same input, and different ones for different input', () => {
    expect(writeOffline(request())).toEqual(writeOffline(request()));
    const base = writeOffline(request());
    const variants: Partial<WriteRequest>[] = [
      { description: 'Our road trip to the Grand Canyon with Grandpa Joe' },
      { tone: 'playful' },
      { picture: samplePicture({ kind: 'video' }) },
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
        const shown = (part: keyof CardOption) => new Set(first.map((option) => withoutOpening(option[part])));
        for (const option of more) {
          expect(shown('front').has(option.front), option.front).toBe(false);
          expect(shown('inside').has(withoutOpening(option.inside)), option.inside).toBe(false);
          expect(shown('back').has(option.back), option.back).toBe(false);
        }
      }
    },
  );

  it('never quotes words the safety filter would stop, even from the description', () => {
    const options = writeOffline(request({ tone: 'roast', description: 'My fat cat Momo sleeping on the new sofa' }));
    expect(JSON.stringify(options)).not.toMatch(/\bfat\b/i);
  });
});
