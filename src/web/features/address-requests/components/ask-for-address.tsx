import { Clock, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { addressRequestScreenTexts as texts } from '@shared/address-request-texts';
import { addressRequestInputSchema } from '@shared/api/address-requests';

import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { issuesByField, showRefusal, type FieldErrors } from '@/lib/field-errors';
import { useCreateAddressRequest, usePendingAddressRequests } from '../api/address-requests';
import { LinkReady } from './link-ready';
import { PendingRequests } from './pending-requests';

function AskForm({ onMade, onCancel }: { onMade: (url: string) => void; onCancel: () => void }) {
  const create = useCreateAddressRequest();
  const [values, setValues] = useState({ name: '', relation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = addressRequestInputSchema.safeParse(values);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      onMade((await create.mutateAsync(values)).url);
    } catch (error) {
      showRefusal(error, setErrors);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="address-request-form">
      <p className="text-sm text-muted-foreground">{texts.askIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={texts.nameHint}
          name="name"
          autoComplete="off"
          hint={texts.nameHintHelp}
          value={values.name}
          error={errors.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        />
        <TextField
          label={texts.relationHint}
          name="relation"
          autoComplete="off"
          hint={texts.relationHintHelp}
          value={values.relation}
          error={errors.relation}
          onChange={(event) => setValues((current) => ({ ...current, relation: event.target.value }))}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
          {create.isPending ? texts.creating : texts.create}
        </Button>
        <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Ask someone for their address" on /account/addresses: a personal link the customer sends
 * however they like; the address typed through it lands in their book. Below, the links still
 * waiting, each of which can be cancelled.
 */
export function AskForAddress() {
  const pending = usePendingAddressRequests();
  const [step, setStep] = useState<{ kind: 'idle' } | { kind: 'form' } | { kind: 'ready'; url: string }>({
    kind: 'idle',
  });

  return (
    <>
      {step.kind === 'idle' ? (
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setStep({ kind: 'form' })}>
          <Send aria-hidden />
          {texts.ask}
        </Button>
      ) : (
        <SectionCard title={texts.askTitle} icon={Send} testId="ask-for-address">
          {step.kind === 'form' ? (
            <AskForm onMade={(url) => setStep({ kind: 'ready', url })} onCancel={() => setStep({ kind: 'idle' })} />
          ) : (
            <LinkReady url={step.url} onDone={() => setStep({ kind: 'idle' })} />
          )}
        </SectionCard>
      )}
      {pending.data && pending.data.length > 0 ? (
        <SectionCard title={texts.pendingTitle} icon={Clock}>
          <PendingRequests requests={pending.data} />
        </SectionCard>
      ) : null}
    </>
  );
}
