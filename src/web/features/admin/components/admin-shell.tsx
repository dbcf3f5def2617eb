import { ArrowLeft, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '@shared/admin-messages';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';
import { Loading } from '@/components/ui/loading';
import { Button } from '@/components/ui/button';
import { useAdminAccess } from '../hooks/use-admin-access';

/** What a signed-in customer sees instead of the dashboard: a plain refusal, not an empty table. */
function NotAllowed() {
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
      data-testid="admin-not-allowed"
    >
      <PageTitle>{texts.notAllowedTitle}</PageTitle>
      <ShieldAlert className="h-10 w-10 text-muted-foreground" aria-hidden />
      <h1 className="text-3xl font-semibold tracking-tight">{texts.notAllowedTitle}</h1>
      <p className="text-muted-foreground">{adminMessages.notAllowed}</p>
      <Button asChild variant="outline">
        <Link to={paths.home}>{texts.backToApp}</Link>
      </Button>
    </section>
  );
}

/**
 * The frame of the admin pages: the way back, the title, and the content for admins only.
 * Signed-out visitors are sent to log in (useAdminAccess); customers get NotAllowed.
 */
export function AdminShell({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro?: string;
  back: { to: string; label: string };
  children: () => ReactNode;
}) {
  const access = useAdminAccess();
  if (access.state === 'refused') return <NotAllowed />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <PageTitle>{title}</PageTitle>
      <Link
        to={back.to}
        className="-ml-1 flex w-fit items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {back.label}
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {intro ? <p className="text-muted-foreground">{intro}</p> : null}
      </header>
      {access.state === 'admin' ? children() : access.state === 'loading' ? <Loading label={texts.loading} /> : null}
    </div>
  );
}
