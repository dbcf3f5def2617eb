import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { accountMessages } from '@shared/account-messages';
import { addressBookScreenTexts as texts } from '@shared/address-book-texts';
import { addressFieldLabels } from '@shared/address-texts';
import { addressFormat, type AddressField, type AddressFieldName } from '@shared/addresses/address-format';
import { countries, defaultCountry, isCountryCode, type CountryCode } from '@shared/addresses/countries';
import { recipientInputSchema, type Recipient, type RecipientInput } from '@shared/api/recipients';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { useAddRecipient, useUpdateRecipient } from '../api/recipients';
import { SelectField } from '@/components/ui/select-field';

type Values = { country: CountryCode; relation: string; phone: string } & Partial<Record<AddressFieldName, string>>;
/** One message per field, by the request's dotted path ("address.postalCode", "phone"). */
type Errors = Record<string, string>;

function startValues(recipient: Recipient | undefined): Values {
  if (!recipient) return { country: defaultCountry, relation: '', phone: '' };
  return { ...recipient.address, relation: recipient.relation ?? '', phone: recipient.phone ?? '' };
}

/** What is sent: only the fields the chosen country asks for. */
function requestOf(values: Values): RecipientInput {
  const address: RecipientInput['address'] = { country: values.country };
  for (const field of addressFormat(values.country).fields) address[field.name] = values[field.name] ?? '';
  return { address, relation: values.relation, phone: values.phone };
}

function errorsOf(issues: z.core.$ZodIssue[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

function serverFieldErrors(error: unknown): Errors | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const fields = (error.body as { fields?: unknown }).fields;
  return typeof fields === 'object' && fields !== null ? (fields as Errors) : undefined;
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
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const format = addressFormat(values.country);

  const set = (name: keyof Values, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const changeCountry = (code: string) => {
    if (!isCountryCode(code)) return;
    // Each country has its own list of states, so a chosen one does not carry over.
    setValues((current) => ({ ...current, country: code, state: '' }));
    setErrors({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = requestOf(values);
    const checked = recipientInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = recipient ? await update.mutateAsync({ id: recipient.id, body }) : await add.mutateAsync(body);
      onDone(saved);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else {
        toast({
          title: accountMessages.errorTitle,
          description: error instanceof ApiError ? error.message : String(error),
          variant: 'destructive',
        });
      }
    } finally {
      setSaving(false);
    }
  };

  const addressField = (field: AddressField) => {
    const error = errors[`address.${field.name}`];
    const common = {
      label: field.label,
      name: field.name,
      value: values[field.name] ?? '',
      required: field.required,
      autoComplete: `section-recipient ${field.autocomplete}`,
      error,
    };
    if (field.options) {
      return (
        <SelectField key={field.name} {...common} onChange={(event) => set(field.name, event.target.value)}>
          <option value="">{field.placeholder ?? ''}</option>
          {field.options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.localName ? `${option.name} (${option.localName})` : option.name}
            </option>
          ))}
        </SelectField>
      );
    }
    return (
      <TextField
        key={field.name}
        {...common}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        onChange={(event) => set(field.name, event.target.value)}
      />
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="recipient-form">
      <SelectField
        label={addressFieldLabels.country.label}
        name="country"
        autoComplete="section-recipient country"
        value={values.country}
        error={errors['address.country']}
        onChange={(event) => changeCountry(event.target.value)}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {format.fields.map(addressField)}
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
