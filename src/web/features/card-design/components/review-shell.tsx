import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { DesignView } from '@shared/api/card-design';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { rememberReturnTo } from '@/lib/auth/return-to';
import { useDesign } from '../api/design';

/** Loads the design for a review page and frames it; errors (an expired link...) are said plainly. */
export function ReviewShell({
  title,
  orderId,
  token,
  children,
}: {
  title: string;
  orderId: string;
  token: string | null;
  children: (design: DesignView) => ReactNode;
}) {
  const design = useDesign(orderId, token);
  const location = useLocation();
  // Without a link the page is the owner's: a signed-out visitor (from a replaced link, say)
  // signs in and comes back here.
  const signInFirst = !token && design.error instanceof ApiError && design.error.status === 401;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
      <PageTitle>{title}</PageTitle>
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {design.data ? <p className="text-muted-foreground">{texts.orderLine(design.data.orderNumber)}</p> : null}
      </header>
      {design.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {texts.loading}
        </p>
      ) : design.isError ? (
        <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6">
          <p className="font-medium">
            {design.error instanceof ApiError ? design.error.message : String(design.error)}
          </p>
          {signInFirst ? (
            <Button asChild>
              <Link to={paths.login} onClick={() => rememberReturnTo(`${location.pathname}${location.search}`)}>
                {texts.signInToReview}
              </Link>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to={paths.accountOrders}>{texts.viewOrders}</Link>
            </Button>
          )}
        </div>
      ) : (
        children(design.data)
      )}
    </main>
  );
}

export function RenderingNotice({ first }: { first: boolean }) {
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl bg-accent/60 px-4 py-3 text-accent-foreground">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      {first ? texts.firstRendering : texts.rendering}
    </p>
  );
}
