import { AlertCircle } from 'lucide-react';
import { accountScreenTexts as texts } from '@shared/account-screen-texts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';

/**
 * A part of a page that could not load: what went wrong, and a way to ask again. The admin
 * pages have their own, which also reads a 403 as a lost admin role.
 */
export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof ApiError ? error.message : texts.loadFailed;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md bg-muted px-4 py-3 text-sm">
      <p className="flex items-start gap-2">
        <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {texts.retry}
      </Button>
    </div>
  );
}
