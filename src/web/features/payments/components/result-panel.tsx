import type { ReactNode } from 'react';

/** A page's outcome: an icon, a title, a line or two, and where to go next. */
export function ResultPanel({
  icon,
  title,
  children,
  actions,
  testId,
  headingLevel = 'h2',
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  testId: string;
  /** h1 when the panel is the page itself (the return address), h2 under a page heading. */
  headingLevel?: 'h1' | 'h2';
}) {
  const Heading = headingLevel;
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center shadow-sm"
    >
      {icon}
      <Heading className="text-2xl font-semibold tracking-tight">{title}</Heading>
      {children}
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
    </div>
  );
}
