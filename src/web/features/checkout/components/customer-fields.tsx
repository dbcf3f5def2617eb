import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { usStates } from '@shared/us-states';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { CustomerField, CustomerForm } from '../lib/validate-customer';

function Field({
  label,
  invalid,
  className,
  children,
}: {
  label: string;
  invalid: boolean;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...(invalid ? { 'aria-invalid': true as const } : {}) })}
    </div>
  );
}

/**
 * The spec's customer fields: the buyer's name and e-mail (`part` 'buyer'), or the US address
 * (`part` 'usAddress': street, city, state, ZIP), which is shown for 'Send to me' in the US.
 */
export function CustomerFields({
  part,
  form,
  onChange,
  errors,
  disabled,
}: {
  part: 'buyer' | 'usAddress';
  form: CustomerForm;
  onChange: (field: CustomerField, value: string) => void;
  /** Refusals by field name; the spec's fields are marked, the toast says why. */
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
}) {
  const input = (field: CustomerField, extra: InputHTMLAttributes<HTMLInputElement>) => (props: { id: string }) => (
    <Input
      {...props}
      {...extra}
      name={field}
      value={form[field]}
      disabled={disabled}
      required
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value)}
    />
  );
  const invalid = (field: CustomerField) => field in errors;
  if (part === 'buyer') {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={texts.fields.firstName} invalid={invalid('firstName')}>
          {input('firstName', { autoComplete: 'given-name' })}
        </Field>
        <Field label={texts.fields.lastName} invalid={invalid('lastName')}>
          {input('lastName', { autoComplete: 'family-name' })}
        </Field>
        <Field label={texts.fields.email} invalid={invalid('email')} className="sm:col-span-2">
          {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false })}
        </Field>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label={texts.fields.streetAddress} invalid={invalid('streetAddress')} className="sm:col-span-2">
        {input('streetAddress', { autoComplete: 'shipping street-address' })}
      </Field>
      <Field label={texts.fields.city} invalid={invalid('city')} className="sm:col-span-2">
        {input('city', { autoComplete: 'shipping address-level2' })}
      </Field>
      <Field label={texts.fields.state} invalid={invalid('state')}>
        {(props) => (
          <NativeSelect
            {...props}
            name="state"
            autoComplete="shipping address-level1"
            value={form.state}
            disabled={disabled}
            required
            onChange={(event) => onChange('state', event.target.value)}
          >
            <option value="">{texts.fields.statePlaceholder}</option>
            {usStates.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={texts.fields.zipCode} invalid={invalid('zipCode')}>
        {input('zipCode', { autoComplete: 'shipping postal-code', inputMode: 'numeric', maxLength: 10 })}
      </Field>
    </div>
  );
}
