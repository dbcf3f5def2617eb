import { CreditCard, LayoutDashboard, LogOut, User as UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@shared/api/user';
import { authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '../api/logout';
import { fullName } from '@/lib/auth/user-display';
import { Avatar } from '@/components/layout/avatar';

/** The signed-in avatar menu: name, e-mail, Account, Billing, Log out; and the Admin Dashboard for admins. */
export default function AccountMenu({ user }: { user: User }) {
  const logout = useLogout();
  const name = fullName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Avatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          {name ? <span className="font-medium">{name}</span> : null}
          <span className="truncate text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.account}>
            <UserIcon aria-hidden />
            {authScreenTexts.accountMenuAccount}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.accountBilling}>
            <CreditCard aria-hidden />
            {authScreenTexts.accountMenuBilling}
          </Link>
        </DropdownMenuItem>
        {user.role === 'admin' ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin}>
              <LayoutDashboard aria-hidden />
              {authScreenTexts.accountMenuAdmin}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden />
          {authScreenTexts.accountMenuLogout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
