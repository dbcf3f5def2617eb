import { adminMessages } from '@shared/admin-messages';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';

/** A failed load, said plainly with a way to try again; a 403 means the server no longer sees an admin. */
export function AdminQueryFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const refused = error instanceof ApiError && error.status === 403;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border bg-card p-4 text-sm">
      <p className="font-medium">{refused ? adminMessages.notAllowed : texts.loadFailed}</p>
      {error instanceof ApiError && !refused ? <p className="text-muted-foreground">{error.message}</p> : null}
      {refused ? null : (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {texts.retry}
        </Button>
      )}
    </div>
  );
}
