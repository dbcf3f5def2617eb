import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Spec section 2's rendering-failure screen; 'Try again' resets whatever boundary showed it. */
export function ErrorFallback({ onReset }: { onReset: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <AlertTriangle className="h-10 w-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">We encountered an error while loading this page.</p>
      <Button onClick={onReset}>Try again</Button>
    </div>
  );
}
