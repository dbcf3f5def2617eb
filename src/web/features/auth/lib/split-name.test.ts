import { describe, expect, it } from 'vitest';
import { splitName } from './split-name';

describe('splitName (the /signup name field)', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  });

  it('leaves the last name empty for one word, and ignores extra spaces', () => {
    expect(splitName('  Cher ')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName('Mary   Ann  Evans')).toEqual({ firstName: 'Mary', lastName: 'Ann Evans' });
  });
});
