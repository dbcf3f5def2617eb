import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api';

interface SignedLinkTexts {
  pageTitle: string;
  title: string;
  confirm: string;
  working: string;
  invalidLink: string;
}

interface Done {
  title: string;
  description: string;
  link: { label: string; to: string };
}

/**
 * A page an e-mail's signed link opens (?token=): it says what its button will do, and only the
 * button's POST acts. Opening the link does nothing, since mail scanners open every link.
 */
export function SignedLinkCard<Answer>({
  texts,
  description,
  act,
  done,
  blocked,
}: {
  texts: SignedLinkTexts;
  description: ReactNode;
  /** Why the button cannot act (a link the page already found stale), shown in its place. */
  blocked?: string | null;
  act: (token: string) => Promise<Answer>;
  done: (answer: Answer) => Done;
}) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const action = useMutation({ mutationFn: () => act(token) });
  const finished = action.data === undefined ? null : done(action.data);
  const problem = !token
    ? texts.invalidLink
    : blocked && !finished
      ? blocked
      : action.error
        ? action.error instanceof ApiError
          ? action.error.message
          : texts.invalidLink
        : null;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-16">
      <PageTitle>{texts.pageTitle}</PageTitle>
      <Card>
        <CardHeader>
          <CardTitle as="h1">{finished ? finished.title : texts.title}</CardTitle>
          <CardDescription>{finished ? finished.description : description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
          {finished ? (
            <Button asChild variant="outline" className="w-full sm:w-fit">
              <Link to={finished.link.to}>{finished.link.label}</Link>
            </Button>
          ) : (
            <Button
              type="button"
              size="lg"
              disabled={!token || Boolean(blocked) || action.isPending}
              onClick={() => action.mutate()}
            >
              {action.isPending ? texts.working : texts.confirm}
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
