import { ShoppingCart } from 'lucide-react';
import { PageLink } from '@/components/page-link';
import { appShellTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';

export const cartLinkClass =
  'relative rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

export function SignedOutActions({ onCreatePage }: { onCreatePage: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <PageLink to={paths.login} aria-label="Cart" className={cartLinkClass}>
        <ShoppingCart className="h-5 w-5" aria-hidden />
      </PageLink>
      {onCreatePage ? (
        <>
          <Button asChild variant="ghost" size="sm">
            <PageLink to={paths.login}>{appShellTexts.login}</PageLink>
          </Button>
          <Button asChild size="sm">
            <PageLink to={paths.signup}>{appShellTexts.signUp}</PageLink>
          </Button>
        </>
      ) : null}
    </div>
  );
}
