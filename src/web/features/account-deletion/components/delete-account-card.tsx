import { UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountDeletionMessages as messages,
  accountDeletionScreenTexts as texts,
} from '@shared/account-deletion-texts';
import { accountDeletionEndpoints } from '@shared/api/account-deletion';
import { paths } from '@shared/routes';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/hooks/use-toast';
import { ApiError, fallbackErrorMessage, request } from '@/lib/api';
import { signOutLocally } from '@/lib/auth/sign-out-locally';

/**
 * "Delete my account" on /account: a second step asks for the account's e-mail address typed
 * again (sign-in is by e-mail code, so there may be no password to ask for). Once deleted, this
 * browser forgets the account and goes to the landing page.
 */
export function DeleteAccountCard({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (body: { email: string }) => request(accountDeletionEndpoints.remove, { body }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The same check as the server's, so a typo is pointed out before anything is sent.
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setError(messages.emailMismatch);
      return;
    }
    setError(null);
    try {
      await remove.mutateAsync({ email: typed });
      signOutLocally(queryClient);
      void navigate(paths.home);
      toast({ title: messages.deleted });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : fallbackErrorMessage);
    }
  };

  return (
    <SectionCard title={texts.title} icon={UserX} testId="delete-account-card">
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-muted-foreground">{texts.intro}</p>
        <p className="text-muted-foreground">{texts.keptNote}</p>
        {open ? (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
            <TextField
              label={texts.confirmLabel}
              name="confirm-email"
              type="email"
              autoComplete="off"
              value={typed}
              error={error}
              disabled={remove.isPending}
              onChange={(event) => setTyped(event.target.value)}
            />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" variant="destructive" className="w-full sm:w-fit" disabled={remove.isPending}>
                {remove.isPending ? texts.deleting : texts.confirm}
              </Button>
              <Button
                type="button"
                variant="outline"
                className="w-full sm:w-fit"
                onClick={() => {
                  setOpen(false);
                  setTyped('');
                  setError(null);
                }}
              >
                {texts.cancel}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
            {texts.start}
          </Button>
        )}
      </div>
    </SectionCard>
  );
}
