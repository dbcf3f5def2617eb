import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { cn } from '@/lib/cn';
import { CreationStepper } from './creation-stepper';

/** The frame of each creation step: stepper, heading, a warm line of intro, then the step. */
export function CreationLayout({
  step,
  title,
  intro,
  aside,
  wide = false,
  children,
}: {
  step: 1 | 2 | 3;
  title: string;
  intro: ReactNode;
  /** Shown beside the heading on wide screens (e.g. the writer note). */
  aside?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={cn('mx-auto w-full px-4 pt-6 pb-28 sm:pt-10 sm:pb-16', wide ? 'max-w-6xl' : 'max-w-2xl')}>
      <PageTitle>{title}</PageTitle>
      <CreationStepper current={step} />
      <header className="mt-8 mb-6 flex flex-col gap-2 sm:mt-10 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
          <p className="text-base text-pretty text-muted-foreground">{intro}</p>
        </div>
        {aside}
      </header>
      {children}
    </section>
  );
}
