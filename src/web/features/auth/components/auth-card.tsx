import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The frame of every sign-in screen: a centred card with the step, the heading and the form. */
export function AuthCard({
  title,
  pageTitle = title,
  step,
  description,
  children,
  footer,
}: {
  title: string;
  pageTitle?: string;
  step?: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-16">
      <PageTitle>{pageTitle}</PageTitle>
      <Card>
        <CardHeader>
          {step ? <p className="text-xs font-semibold tracking-wide text-primary uppercase">{step}</p> : null}
          <CardTitle as="h1">{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </section>
  );
}
