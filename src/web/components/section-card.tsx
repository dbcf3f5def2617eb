import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A card of the account, billing and admin pages: an icon, a heading naming the region, its content. */
export function SectionCard({
  title,
  icon: Icon,
  action,
  children,
  className,
  testId,
}: {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Card className={cn('flex flex-col', className)} data-testid={testId}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 p-5 pb-3 sm:p-6 sm:pb-4">
          <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
            <Icon className="h-5 w-5 text-primary" aria-hidden />
            {title}
          </CardTitle>
          {action}
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4 p-5 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
      </section>
    </Card>
  );
}

/** A label and its value, as a row of a <dl>. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-border/60 py-2 last:border-b-0">
      <dt className="shrink-0 text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** A small heading inside a section. */
export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{children}</h3>;
}
