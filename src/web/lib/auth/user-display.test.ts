import { describe, expect, it } from 'vitest';
import { welcomeBackMessage } from '@shared/messages';
import { avatarLetter, fullName } from './user-display';

describe('the signed-in header', () => {
  it('greets by first name, else by e-mail', () => {
    expect(welcomeBackMessage('Ada', 'ada@example.com')).toBe('Welcome back, Ada!');
    expect(welcomeBackMessage(null, 'ada@example.com')).toBe('Welcome back, ada@example.com!');
    expect(welcomeBackMessage('  ', 'ada@example.com')).toBe('Welcome back, ada@example.com!');
  });

  it('shows the first letter of the first name, else of the e-mail, in capitals', () => {
    expect(avatarLetter({ firstName: 'ada', lastName: null, email: 'x@example.com' })).toBe('A');
    expect(avatarLetter({ firstName: null, lastName: 'Lovelace', email: 'zed@example.com' })).toBe('Z');
  });

  it('shows a full name only when both names exist', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@example.com' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: 'Ada', lastName: '', email: 'a@example.com' })).toBeNull();
    expect(fullName({ firstName: null, lastName: 'Lovelace', email: 'a@example.com' })).toBeNull();
  });
});
