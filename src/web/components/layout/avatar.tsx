import type { User } from '@shared/api/user';
import { avatarLetter } from '@/lib/auth/user-display';

export function Avatar({ user }: { user: Pick<User, 'firstName' | 'lastName' | 'email'> }) {
  return (
    <span
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      data-testid="avatar"
      aria-hidden
    >
      {avatarLetter(user)}
    </span>
  );
}
