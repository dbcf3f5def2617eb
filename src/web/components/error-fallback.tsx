import { AlertTriangle } from 'lucide-react';
import { appShellTexts } from '@shared/messages';
import { Button } from '@/components/ui/button';

/** The screen shown when rendering fails; 'Try again' resets whatever boundary showed it. */
export function ErrorFallback({ onReset }: { onReset: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <AlertTriangle className="h-10 w-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold">{appShellTexts.errorTitle}</h1>
      <p className="text-muted-foreground">{appShellTexts.errorDescription}</p>
      <Button onClick={onReset}>{appShellTexts.tryAgain}</Button>
    </div>
  );
}
