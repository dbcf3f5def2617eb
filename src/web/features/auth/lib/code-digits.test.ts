import { describe, expect, it } from 'vitest';
import { codeDigits, fillBoxes } from './code-digits';

const empty = ['', '', '', '', '', ''];

describe('codeDigits', () => {
  it('keeps digits only and at most six', () => {
    expect(codeDigits('12a 3-4 5678')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });
});

describe('fillBoxes (typing and pasting into the six boxes)', () => {
  it('fills from the box typed into and focuses the next one', () => {
    expect(fillBoxes(empty, 2, '7')).toEqual({ boxes: ['', '', '7', '', '', ''], focus: 3 });
  });

  it('spreads a pasted code and ignores what is not a digit', () => {
    expect(fillBoxes(empty, 0, 'Code: 123 456')).toEqual({ boxes: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });

  it('stops at the last box and keeps the boxes before the start', () => {
    expect(fillBoxes(['9', '', '', '', '', ''], 4, '12345')).toEqual({
      boxes: ['9', '', '', '', '1', '2'],
      focus: 5,
    });
  });
});
