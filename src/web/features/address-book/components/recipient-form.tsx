import { useState, type FormEvent } from 'react';
import { addressBookScreenTexts as texts } from '@shared/address-book-texts';
import { defaultCountry } from '@shared/addresses/countries';
import { recipientInputSchema, type Recipient, type RecipientInput } from '@shared/api/recipients';
import { AddressFields, addressPayloadOf, type AddressValues } from '@/components/address-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { fieldsUnder, issuesByField, showRefusal, type FieldErrors } from '@/lib/field-errors';
import { useAddRecipient, useUpdateRecipient } from '../api/recipients';

type Values = { address: AddressValues; relation: string; phone: string };

function startValues(recipient: Recipient | undefined): Values {
  if (!recipient) return { address: { country: defaultCountry }, relation: '', phone: '' };
  return { address: recipient.address, relation: recipient.relation ?? '', phone: recipient.phone ?? '' };
}

function requestOf(values: Values): RecipientInput {
  return { address: addressPayloadOf(values.address), relation: values.relation, phone: values.phone };
}

/**
 * Adding or editing one recipient: the country first, then that country's own fields in its
 * order, checked by the same schema as the server's. A refusal from the server lands on its field.
 */
export function RecipientForm({
  recipient,
  onDone,
  onCancel,
}: {
  recipient?: Recipient;
  onDone: (saved: Recipient) => void;
  onCancel?: () => void;
}) {
  const add = useAddRecipient();
  const update = useUpdateRecipient();
  const [values, setValues] = useState<Values>(() => startValues(recipient));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (name: 'relation' | 'phone', value: string) => setValues((current) => ({ ...current, [name]: value }));
  const setAddress = (address: AddressValues) => {
    // A new country asks for other fields: its old refusals no longer apply.
    if (address.country !== values.address.country) setErrors({});
    setValues((current) => ({ ...current, address }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = requestOf(values);
    const checked = recipientInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = recipient ? await update.mutateAsync({ id: recipient.id, body }) : await add.mutateAsync(body);
      onDone(saved);
    } catch (error) {
      showRefusal(error, setErrors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="recipient-form">
      <AddressFields
        values={values.address}
        errors={fieldsUnder(errors, 'address.')}
        onChange={setAddress}
        section="section-recipient"
        disabled={saving}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={texts.relation}
          name="relation"
          hint={texts.relationHint}
          value={values.relation}
          error={errors.relation}
          onChange={(event) => set('relation', event.target.value)}
        />
        <TextField
          label={texts.phone}
          name="phone"
          type="tel"
          autoComplete="section-recipient tel"
          hint={texts.phoneHint}
          value={values.phone}
          error={errors.phone}
          onChange={(event) => set('phone', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="w-full sm:w-fit" disabled={saving}>
          {saving ? texts.saving : recipient ? texts.saveChanges : texts.save}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={onCancel}>
            {texts.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
