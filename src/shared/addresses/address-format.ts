import { addressFieldLabels, type FieldLabel } from '../address-texts.js';
import { checkoutScreenTexts } from '../checkout-messages.js';
import { usStates, usZipPattern } from '../us-states.js';
import { subdivisionRows } from './address-subdivisions.table.js';
import { countryRow, type CountryCode } from './countries.js';

/** The fields of an address, whatever the country; a country uses some of them. */
export const addressFieldNames = [
  'name',
  'streetAddress',
  'addressLine2',
  'dependentLocality',
  'city',
  'state',
  'postalCode',
  'sortingCode',
] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];

export interface Subdivision {
  code: string;
  /** In Latin letters, for an English form. */
  name: string;
  /** In the country's own script, when it differs (東京都 for Tokyo). */
  localName?: string;
}

export interface AddressField extends FieldLabel {
  name: AddressFieldName;
  required: boolean;
  /** The HTML autocomplete token (a form may prefix a section, "shipping address-line1"). */
  autocomplete: string;
  maxLength: number;
  placeholder?: string;
  /** state: the only values accepted, when the country has a list. */
  options?: readonly Subdivision[];
  /** postalCode: the whole (trimmed, upper-cased) value must match. */
  pattern?: RegExp;
  example?: string;
}

export interface AddressFormat {
  country: CountryCode;
  countryName: string;
  /** In the order a form shows them: the country's own order for an address written in Latin letters. */
  fields: readonly AddressField[];
}

/** Google's field letters, as this model names them; %O (organisation) is not asked for. */
const fieldsOfLetter: Readonly<Record<string, readonly AddressFieldName[]>> = {
  N: ['name'],
  A: ['streetAddress', 'addressLine2'],
  D: ['dependentLocality'],
  C: ['city'],
  S: ['state'],
  Z: ['postalCode'],
  X: ['sortingCode'],
};
export const letterOfField: Readonly<Record<AddressFieldName, string>> = {
  name: 'N',
  streetAddress: 'A',
  addressLine2: 'A',
  dependentLocality: 'D',
  city: 'C',
  state: 'S',
  postalCode: 'Z',
  sortingCode: 'X',
};

const autocomplete: Record<AddressFieldName, string> = {
  name: 'name',
  streetAddress: 'address-line1',
  addressLine2: 'address-line2',
  dependentLocality: 'address-level3',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  // HTML has no token for a CEDEX-style sorting code.
  sortingCode: 'off',
};

export const maxLengths: Record<AddressFieldName, number> = {
  name: 100,
  streetAddress: 200,
  addressLine2: 200,
  dependentLocality: 100,
  city: 100,
  state: 100,
  postalCode: 20,
  sortingCode: 20,
};

/** Where the post's own English word is "postcode". */
const postcodeCountries: ReadonlySet<string> = new Set(['GB', 'GG', 'JE', 'IM', 'AU', 'NZ']);

const usSubdivisions: readonly Subdivision[] = usStates.map(([code, name]) => ({ code, name }));

function subdivisionsOf(country: CountryCode): readonly Subdivision[] | undefined {
  if (country === 'US') return usSubdivisions;
  return subdivisionRows[country]?.map(([code, name, localName]) =>
    localName === undefined ? { code, name } : { code, name, localName },
  );
}

function labelOf(country: CountryCode, field: AddressFieldName): FieldLabel {
  const row = countryRow(country);
  if (country === 'US') {
    // The spec's checkout labels, word for word.
    const us = checkoutScreenTexts.fields;
    const spec: Partial<Record<AddressFieldName, string>> = {
      streetAddress: us.streetAddress,
      city: us.city,
      state: us.state,
      postalCode: us.zipCode,
    };
    const text = spec[field];
    if (text !== undefined) return { label: text, inSentence: field === 'postalCode' ? text : text.toLowerCase() };
  }
  switch (field) {
    case 'dependentLocality':
      return addressFieldLabels.sublocality[row.sublocality];
    case 'city':
      return addressFieldLabels.locality[row.locality];
    case 'state':
      return addressFieldLabels.state[row.state];
    case 'postalCode':
      return postcodeCountries.has(country) ? addressFieldLabels.postcode : addressFieldLabels.postal[row.postal];
    default:
      return addressFieldLabels[field];
  }
}

/** The letters of a Google format string, in order, once each. */
export function formatLetters(fmt: string): string[] {
  return [...new Set([...fmt.matchAll(/%([A-Z])/g)].map((match) => match[1]!))];
}

const cache = new Map<CountryCode, AddressFormat>();

/** The fields a form asks for in this country, their labels, order, and checks. */
export function addressFormat(country: CountryCode): AddressFormat {
  const cached = cache.get(country);
  if (cached) return cached;
  const row = countryRow(country);
  const fields = formatLetters(row.lfmt ?? row.fmt)
    .flatMap((letter) => fieldsOfLetter[letter] ?? [])
    .map((name): AddressField => {
      const required = name === 'name' || (name !== 'addressLine2' && row.require.includes(letterOfField[name]));
      const field: AddressField = {
        name,
        ...labelOf(country, name),
        required,
        autocomplete: autocomplete[name],
        maxLength: maxLengths[name],
      };
      if (name === 'state') {
        const options = subdivisionsOf(country);
        if (options) field.options = options;
        if (country === 'US') field.placeholder = checkoutScreenTexts.fields.statePlaceholder;
      }
      if (name === 'postalCode') {
        // The spec's ZIP check, not Google's (which also takes "62701 1234").
        if (country === 'US') field.pattern = usZipPattern;
        else if (row.zip !== undefined) field.pattern = new RegExp(`^(?:${row.zip})$`);
        if (row.zipex !== undefined) field.example = row.zipex;
      }
      return field;
    });
  const format = { country, countryName: row.name, fields };
  cache.set(country, format);
  return format;
}
