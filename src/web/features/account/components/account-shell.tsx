import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '@shared/api/user';
import { accountScreenTexts as texts } from '@shared/account-screen-texts';
import { PageTitle } from '@/components/layout/page-title';
import { Loading } from '@/components/ui/loading';
import { useRequireUser } from '../hooks/use-require-user';

/**
 * The frame of every account page: its title, a way back, and the content once the user is
 * known. Signed-out visitors are sent to /signup by useRequireUser and see nothing of it.
 */
export function AccountShell({
  title,
  intro,
  back,
  headerAction,
  children,
}: {
  title: string;
  intro?: string;
  back?: { to: string; label: string };
  headerAction?: ReactNode;
  children: (user: User) => ReactNode;
}) {
  const { user, isLoading } = useRequireUser();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <PageTitle>{title}</PageTitle>
      {back ? (
        <Link
          to={back.to}
          className="-ml-1 flex w-fit items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {back.label}
        </Link>
      ) : null}
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {intro ? <p className="text-muted-foreground">{intro}</p> : null}
        </div>
        {user ? headerAction : null}
      </header>
      {user ? children(user) : isLoading ? <Loading label={texts.loading} /> : null}
    </div>
  );
}
