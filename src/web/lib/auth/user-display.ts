import type { User } from '@shared/api/user';

type NamedUser = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** The avatar's letter: the first name's first letter, else the e-mail's. */
export function avatarLetter(user: NamedUser): string {
  const source = user.firstName?.trim() || user.email.trim();
  return (source[0] ?? '?').toUpperCase();
}

/** The menu shows a full name only when both parts exist. */
export function fullName(user: NamedUser): string | null {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  return first && last ? `${first} ${last}` : null;
}
