import { CheckCircle2, Loader2, MailCheck, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { authScreenTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useConfirmEmail } from '@/features/auth/hooks/use-confirm-email';

export default function ConfirmEmailPage() {
  const { state, confirm } = useConfirmEmail();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-16">
      <PageTitle>Confirm your email</PageTitle>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center" aria-live="polite">
          {state.status === 'ready' ? (
            <>
              <MailCheck className="h-10 w-10 text-primary" aria-hidden />
              <h1 className="text-2xl font-semibold">{authScreenTexts.confirmPrompt}</h1>
              <p className="text-muted-foreground">{authScreenTexts.confirmExplain}</p>
              <Button size="lg" onClick={confirm}>
                {authScreenTexts.confirmButton}
              </Button>
            </>
          ) : null}
          {state.status === 'loading' ? (
            <>
              <Loader2 className="h-10 w-10 animate-spin text-primary" aria-hidden />
              <h1 className="text-2xl font-semibold">{authScreenTexts.confirming}</h1>
            </>
          ) : null}
          {state.status === 'success' ? (
            <>
              <CheckCircle2 className="h-10 w-10 text-green-700" aria-hidden />
              <h1 className="text-2xl font-semibold">{authScreenTexts.confirmed}</h1>
              <p className="text-muted-foreground">{authScreenTexts.redirectingToCreate}</p>
            </>
          ) : null}
          {state.status === 'error' ? (
            <>
              <XCircle className="h-10 w-10 text-destructive" aria-hidden />
              <h1 className="text-2xl font-semibold">{authScreenTexts.confirmationFailed}</h1>
              <p className="text-muted-foreground">{state.message}</p>
              {state.detail && state.detail !== state.message ? (
                <p className="text-sm text-muted-foreground">{state.detail}</p>
              ) : null}
              <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
                <Button asChild>
                  <Link to={paths.signup}>{authScreenTexts.signUpAgain}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.login}>{authScreenTexts.goToLogin}</Link>
                </Button>
              </div>
            </>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
