import { addressMessages } from '../address-texts.js';
import { checkoutMessages, checkoutScreenTexts, orderServerMessages } from '../checkout-messages.js';
import { isSafeText, unsafeTextMessage } from '../api/text.js';
import { addressFormat, type AddressField, type AddressFieldName } from './address-format.js';
import { isCountryCode, type CountryCode } from './countries.js';

/** What a form sends: any of the fields, any of them blank. */
export type AddressInput = Partial<Record<AddressFieldName, string>>;

/** A checked address: trimmed, the postcode upper-cased, the state as its code, unused fields left out. */
export type Address = { country: CountryCode } & Partial<Record<AddressFieldName, string>>;

/** One message per field that is wrong (the first thing wrong with it). */
export type AddressErrors = Partial<Record<AddressFieldName | 'country', string>>;

/** Postcodes are compared and kept upper-case, with single spaces: "sw1a  1aa" is SW1A 1AA. */
export function normalizePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The subdivision a value names: its code (any case) or its name, as a form or an API client may send. */
function findSubdivision(field: AddressField, value: string) {
  const wanted = value.toUpperCase();
  return field.options?.find(
    (option) =>
      option.code.toUpperCase() === wanted || option.name.toUpperCase() === wanted || option.localName === value,
  );
}

function fieldError(country: CountryCode, field: AddressField, raw: string | undefined): string | undefined {
  const us = country === 'US';
  const value = (raw ?? '').trim();
  if (!isSafeText(value)) return unsafeTextMessage;
  if (value === '') {
    if (!field.required) return undefined;
    // The spec's checkout: a blank US field, state and ZIP included, is "Missing Information".
    return us ? checkoutMessages.missingInformation.description : addressMessages.required(field);
  }
  if (value.length > field.maxLength) return addressMessages.tooLong(field, field.maxLength);
  if (field.options && !findSubdivision(field, value)) {
    return us ? orderServerMessages.stateNotSupported : addressMessages.chooseFromList(field);
  }
  if (field.pattern && !field.pattern.test(us ? value : normalizePostalCode(value))) {
    return us ? checkoutScreenTexts.invalidZip.description : addressMessages.invalidPostalCode(field, field.example);
  }
  return undefined;
}

/** Checks an address against its country's rules; an empty object means it can be sent. */
export function validateAddress(country: string, fields: AddressInput): AddressErrors {
  if (!isCountryCode(country)) return { country: addressMessages.unknownCountry };
  const errors: AddressErrors = {};
  for (const field of addressFormat(country).fields) {
    const error = fieldError(country, field, fields[field.name]);
    if (error !== undefined) errors[field.name] = error;
  }
  return errors;
}

/** The stored form of an address that validateAddress accepted. */
export function normalizeAddress(country: CountryCode, fields: AddressInput): Address {
  const address: Address = { country };
  for (const field of addressFormat(country).fields) {
    const value = (fields[field.name] ?? '').trim();
    if (value === '') continue;
    if (field.name === 'postalCode') address.postalCode = normalizePostalCode(value);
    else if (field.options) address[field.name] = findSubdivision(field, value)?.code ?? value;
    else address[field.name] = value;
  }
  return address;
}
