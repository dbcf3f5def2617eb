import type { ReactNode } from 'react';
import { addressFieldLabels } from '@shared/address-texts';
import { addressFormat, type AddressField, type AddressFieldName } from '@shared/addresses/address-format';
import { countries, isCountryCode, type CountryCode } from '@shared/addresses/countries';
import type { AddressPayload } from '@shared/addresses/address-schema';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

export type AddressValues = { country: CountryCode } & Partial<Record<AddressFieldName, string>>;
/** One message per field name ('country', 'postalCode', ...). */
export type AddressErrors = Partial<Record<AddressFieldName | 'country', string>>;

/** What a form sends: only the fields the chosen country asks for, so nothing hidden travels. */
export function addressPayloadOf(values: AddressValues): AddressPayload {
  const address: AddressPayload = { country: values.country };
  for (const field of addressFormat(values.country).fields) address[field.name] = values[field.name] ?? '';
  return address;
}

/**
 * The country list (United States first) and then that country's own fields, labels and order,
 * from the shared address data; the same checks run on the server. A new country clears the
 * state, whose list is the country's own.
 */
export function AddressFields({
  values,
  errors,
  onChange,
  section,
  disabled,
  omit = [],
  nameLabel,
  children,
}: {
  values: AddressValues;
  errors: AddressErrors;
  onChange: (next: AddressValues) => void;
  /** The autocomplete section ("shipping", "section-recipient"), so browsers fill the right person. */
  section: string;
  disabled?: boolean;
  /** Fields another part of the form asks for (the buyer's own name). */
  omit?: readonly AddressFieldName[];
  /** The name line's label when it means someone in particular ("Their name (on the envelope)"). */
  nameLabel?: string;
  /** Shown between the country and the address fields. */
  children?: ReactNode;
}) {
  const format = addressFormat(values.country);
  const set = (name: AddressFieldName, value: string) => onChange({ ...values, [name]: value });
  const changeCountry = (code: string) => {
    if (isCountryCode(code)) onChange({ ...values, country: code, state: '' });
  };

  const field = (spec: AddressField) => {
    const common = {
      label: spec.name === 'name' && nameLabel ? nameLabel : spec.label,
      name: spec.name,
      value: values[spec.name] ?? '',
      required: spec.required,
      disabled,
      autoComplete: `${section} ${spec.autocomplete}`,
      error: errors[spec.name],
    };
    if (spec.options) {
      return (
        <SelectField key={spec.name} {...common} onChange={(event) => set(spec.name, event.target.value)}>
          <option value="">{spec.placeholder ?? ''}</option>
          {spec.options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.localName ? `${option.name} (${option.localName})` : option.name}
            </option>
          ))}
        </SelectField>
      );
    }
    return (
      <TextField
        key={spec.name}
        {...common}
        maxLength={spec.maxLength}
        placeholder={spec.placeholder}
        onChange={(event) => set(spec.name, event.target.value)}
      />
    );
  };

  return (
    <>
      <SelectField
        label={addressFieldLabels.country.label}
        name="country"
        autoComplete={`${section} country`}
        value={values.country}
        disabled={disabled}
        error={errors.country}
        onChange={(event) => changeCountry(event.target.value)}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {children}
      {format.fields.filter((spec) => !omit.includes(spec.name)).map(field)}
    </>
  );
}
