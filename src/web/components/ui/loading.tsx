import { Loader2 } from 'lucide-react';

/** A part of a page still loading: a spinner and what is being loaded, announced once. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      {label}
    </p>
  );
}
