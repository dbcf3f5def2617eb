import { useState, type FormEvent } from 'react';
import { addressRequestScreenTexts as texts } from '@shared/address-request-texts';
import { defaultCountry } from '@shared/addresses/countries';
import { addressAnswerSchema, type AddressAnswer } from '@shared/api/address-requests';
import { AddressFields, addressPayloadOf, type AddressValues } from '@/components/address-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, fallbackErrorMessage } from '@/lib/api';
import { fieldsUnder, issuesByField, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { useAnswerAddressRequest } from '../api/address-requests';

/**
 * The person with the link types their own address: the country first, then that country's
 * fields (their name on the envelope included) and an optional phone, checked by the server's
 * own schema before anything is sent. A refusal lands on its field; any other (a used link, a
 * full address book) is said above the button.
 */
export function AddressAnswerForm({
  token,
  nameHint,
  onSent,
}: {
  token: string;
  nameHint: string | null;
  onSent: (askedBy: string) => void;
}) {
  const answer = useAnswerAddressRequest(token);
  const [address, setAddress] = useState<AddressValues>({ country: defaultCountry, name: nameHint ?? '' });
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const changeAddress = (next: AddressValues) => {
    // A new country asks for other fields: its old refusals no longer apply.
    if (next.country !== address.country) setErrors({});
    setAddress(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: AddressAnswer = { address: addressPayloadOf(address), phone };
    const checked = addressAnswerSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      onSent((await answer.mutateAsync(body)).askedBy);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setRefusal(error instanceof ApiError ? error.message : fallbackErrorMessage);
    }
  };

  const sending = answer.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="address-answer-form">
      <AddressFields
        values={address}
        errors={fieldsUnder(errors, 'address.')}
        onChange={changeAddress}
        section="shipping"
        disabled={sending}
      />
      <TextField
        label={texts.phone}
        name="phone"
        type="tel"
        autoComplete="shipping tel"
        hint={texts.phoneHint}
        value={phone}
        error={errors.phone}
        disabled={sending}
        onChange={(event) => setPhone(event.target.value)}
      />
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? texts.sending : texts.send}
      </Button>
    </form>
  );
}
