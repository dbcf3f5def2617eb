import { countryAddressRows, type CountryAddressRow } from './address-formats.table.js';

export type CountryCode = (typeof countryAddressRows)[number][0];

export interface Country {
  code: CountryCode;
  name: string;
}

/** Checkout opens on the spec's country: the buyer's US address. */
export const defaultCountry: CountryCode = 'US';

/** Every country a card can be sent to, in English name order (the order of the generated table). */
export const countries: readonly Country[] = countryAddressRows.map(([code, row]) => ({ code, name: row.name }));

const rows = new Map<string, CountryAddressRow>(countryAddressRows);

export function isCountryCode(code: string): code is CountryCode {
  return rows.has(code);
}

export function countryRow(code: CountryCode): CountryAddressRow {
  // Present for every CountryCode: the type is read off the same table.
  return rows.get(code)!;
}
