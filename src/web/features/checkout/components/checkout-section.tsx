import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One titled block of the checkout, in the spec's capitals (CUSTOMER INFORMATION, ...). */
export function CheckoutSection({
  title,
  icon: Icon,
  aside,
  children,
}: {
  title: string;
  icon: LucideIcon;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-4">
        <h2 id={headingId} className="flex items-center gap-2 text-xs font-bold tracking-widest text-muted-foreground">
          <Icon className="h-4 w-4 text-primary" aria-hidden />
          {title}
        </h2>
        {aside}
      </div>
      <div className="flex flex-col gap-5 p-5">{children}</div>
    </section>
  );
}
