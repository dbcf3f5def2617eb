import { useState } from 'react';
import { useParams } from 'react-router';
import { addressRequestMessages, addressRequestScreenTexts as texts } from '@shared/address-request-texts';
import { Loading } from '@/components/ui/loading';
import { AddressAnswerForm } from '@/features/address-requests/components/address-answer-form';
import { useAddressRequestView } from '@/features/address-requests/api/address-requests';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ApiError, fallbackErrorMessage } from '@/lib/api';

/**
 * /address-for/:token, the page a customer's personal link opens: no account needed. It names
 * who asked (their first name, nothing else of theirs) and takes the visitor's own address.
 */
export default function AddressForPage() {
  const { token = '' } = useParams();
  const view = useAddressRequestView(token);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <AuthCard pageTitle={texts.pageTitle} title={texts.thanks(sentTo)}>
        <p className="text-sm text-muted-foreground">{texts.thanksHint}</p>
      </AuthCard>
    );
  }
  if (view.isPending) {
    return (
      <AuthCard title={texts.pageTitle}>
        <Loading label={texts.loading} />
      </AuthCard>
    );
  }
  if (view.isError) {
    const error = view.error;
    // A 404 is a used, expired or unknown link; anything else (too many tries, offline) says itself.
    const message =
      error instanceof ApiError && error.status === 404
        ? addressRequestMessages.linkInvalid
        : error instanceof ApiError
          ? error.message
          : fallbackErrorMessage;
    return (
      <AuthCard pageTitle={texts.pageTitle} title={message}>
        <p className="text-sm text-muted-foreground">{texts.invalidHint}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard pageTitle={texts.pageTitle} title={texts.heading(view.data.askedBy)} description={texts.intro}>
      <AddressAnswerForm token={token} nameHint={view.data.name} onSent={setSentTo} />
    </AuthCard>
  );
}
