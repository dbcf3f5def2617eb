import { describe, expect, it } from 'vitest';
import { cardDesignRules, printCheckMessages } from '../card-design-rules';
import { cardPrintChecks, effectiveDpi, type CardPrintChecksInput } from './print-checks';

/** A 5x7 in front filled edge to edge: 360x504 pt. */
const box = { x: 0, y: 0, width: 360, height: 504 };
const twelveMegapixels = { width: 4000, height: 3000 };
const fine = { truncated: false, belowReadable: false, missingCharacters: [] as string[], size: 24 };
const texts = { front: fine, inside: fine, back: fine };
const input = (overrides: Partial<CardPrintChecksInput> = {}): CardPrintChecksInput => ({
  texts,
  picture: twelveMegapixels,
  pictureBox: box,
  crop: null,
  ...overrides,
});

describe('effectiveDpi', () => {
  it('is what a cover crop keeps per inch: the tighter side decides', () => {
    // 3000 px over 7 in is 428 dpi; 4000 px over 5 in would be 800.
    expect(effectiveDpi(twelveMegapixels, box)).toBe(428);
  });

  it('falls with the zoom, since a zoomed crop keeps fewer pixels', () => {
    expect(effectiveDpi(twelveMegapixels, box, { x: 0.5, y: 0.5, zoom: 2 })).toBe(214);
    expect(effectiveDpi(twelveMegapixels, box, { x: 0.1, y: 0.9, zoom: 4 })).toBe(107);
  });

  it('holds a crop to its limits, as the print does', () => {
    expect(effectiveDpi(twelveMegapixels, box, { x: 0.5, y: 0.5, zoom: 9 })).toBe(107);
    expect(effectiveDpi(twelveMegapixels, box, { x: 0.5, y: 0.5, zoom: 0.2 })).toBe(428);
  });
});

describe('cardPrintChecks', () => {
  it('pass a card with a large picture and fitting text', () => {
    expect(cardPrintChecks(input())).toEqual([]);
  });

  it('warn about resolution once the zoom takes the picture under the sharp-print line', () => {
    expect(cardPrintChecks(input({ crop: { x: 0.5, y: 0.5, zoom: 2 } }))).toEqual([]);
    const dpi = effectiveDpi(twelveMegapixels, box, { x: 0.5, y: 0.5, zoom: 3 });
    expect(dpi).toBeLessThan(cardDesignRules.lowResolutionDpi);
    expect(cardPrintChecks(input({ crop: { x: 0.5, y: 0.5, zoom: 3 } }))).toEqual([
      { code: 'low-resolution', message: printCheckMessages.lowResolution(dpi), dpi },
    ]);
  });

  it('warn about text that shrank below a readable size', () => {
    const small = { ...fine, belowReadable: true, size: 9.5 };
    expect(cardPrintChecks(input({ texts: { ...texts, inside: small } }))).toEqual([
      { code: 'small-text', part: 'inside', size: 9.5, message: printCheckMessages.smallText('inside', 9.5) },
    ]);
  });

  it('say text was cut rather than small when it did not fit at all', () => {
    const cut = { ...fine, truncated: true, belowReadable: true, size: 8 };
    expect(cardPrintChecks(input({ texts: { ...texts, back: cut } }))).toEqual([
      { code: 'text-cut', part: 'back', message: printCheckMessages.textCut('back') },
    ]);
  });

  it('name the text and the characters no face can draw', () => {
    const replaced = { ...fine, missingCharacters: ['\ue000', '\uf8ff'] };
    const [check] = cardPrintChecks(input({ texts: { ...texts, inside: replaced } }));
    expect(check).toEqual({
      code: 'characters-replaced',
      part: 'inside',
      message: printCheckMessages.charactersLeftOut('inside', ['\ue000', '\uf8ff']),
    });
    expect(check?.message).toBe(
      'Some characters in the inside text cannot be printed and were left out: U+E000, U+F8FF.',
    );
  });

  it('say the card has no picture, with none or on a style without a picture box', () => {
    const noPicture = [{ code: 'no-picture', message: printCheckMessages.noPicture }];
    expect(cardPrintChecks(input({ picture: null }))).toEqual(noPicture);
    expect(cardPrintChecks(input({ pictureBox: null }))).toEqual(noPicture);
  });

  it('names at most ten left-out characters, and odd ones by their code point', () => {
    const many = [...'\ue000\ue001\ue002\ue003\ue004\ue005\ue006\ue007\ue008\ue009\ue00a\ue00b'];
    const message = printCheckMessages.charactersLeftOut('inside', many);
    expect(message).toContain('U+E000');
    expect(message).toContain('and 2 more');
    expect(message).not.toContain('U+E00A');
    expect(printCheckMessages.charactersLeftOut('back', ['\u05e9', '¤'])).toBe(
      'Some characters in the back text cannot be printed and were left out: U+05E9, "¤".',
    );
  });
});
