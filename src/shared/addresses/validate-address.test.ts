import { describe, expect, it } from 'vitest';
import { addressFormat, type AddressFieldName } from './address-format.js';
import { countries, defaultCountry, type CountryCode } from './countries.js';
import { validateAddress } from './validate-address.js';

const fieldsOf = (country: CountryCode) => addressFormat(country).fields;
const names = (country: CountryCode) => fieldsOf(country).map((field) => field.name);
const field = (country: CountryCode, name: AddressFieldName) => fieldsOf(country).find((f) => f.name === name);
const labels = (country: CountryCode) => fieldsOf(country).map((f) => `${f.label}${f.required ? '*' : ''}`);

describe('the country list', () => {
  it('offers every country by its English name, the United States first chosen', () => {
    expect(countries.length).toBeGreaterThan(240);
    expect(defaultCountry).toBe('US');
    const byCode = new Map(countries.map((country) => [country.code, country.name]));
    expect(byCode.get('GB')).toBe('United Kingdom');
    expect(byCode.get('JP')).toBe('Japan');
    expect(byCode.get('TW')).toBe('Taiwan');
    const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    expect(countries).toEqual(sorted);
  });

  it('refuses a country that is not on it', () => {
    expect(validateAddress('XX', { name: 'A' })).toEqual({ country: 'Please choose a country from the list.' });
  });
});

describe('a United Kingdom address', () => {
  const uk = { name: 'Jane Smith', streetAddress: '10 Downing Street', city: 'London', postalCode: 'SW1A 1AA' };

  it('asks for a town and a postcode, and no county or state', () => {
    expect(labels('GB')).toEqual([
      'Full name*',
      'Street address*',
      'Apartment, suite, unit (optional)',
      'Town/City*',
      'Postcode*',
    ]);
    expect(field('GB', 'postalCode')?.autocomplete).toBe('postal-code');
  });

  it('accepts SW1A 1AA, typed in any case and spacing', () => {
    expect(validateAddress('GB', uk)).toEqual({});
    expect(validateAddress('GB', { ...uk, postalCode: ' sw1a   1aa ' })).toEqual({});
  });

  it('refuses a postcode that cannot exist, with an example', () => {
    expect(validateAddress('GB', { ...uk, postalCode: '12345' })).toEqual({
      postalCode: 'Please enter a valid postcode, for example EC1Y 8SY.',
    });
    expect(validateAddress('GB', { ...uk, postalCode: '' })).toEqual({ postalCode: 'Please enter the postcode.' });
  });
});

describe('a Japanese address', () => {
  const jp = { name: 'Taro Yamada', streetAddress: '1-1 Chiyoda, Chiyoda-ku', state: '13', postalCode: '100-0001' };

  it('asks for the prefecture from a list of 47, and the postal code last', () => {
    expect(names('JP')).toEqual(['name', 'streetAddress', 'addressLine2', 'state', 'postalCode']);
    const prefecture = field('JP', 'state');
    expect(prefecture?.label).toBe('Prefecture');
    expect(prefecture?.options).toHaveLength(47);
    expect(prefecture?.options).toContainEqual({ code: '13', name: 'Tokyo', localName: '東京都' });
  });

  it('accepts 100-0001 and the prefecture by its code or its name', () => {
    expect(validateAddress('JP', jp)).toEqual({});
    expect(validateAddress('JP', { ...jp, state: 'Tokyo', postalCode: '1000001' })).toEqual({});
    expect(validateAddress('JP', { ...jp, state: '東京都' })).toEqual({});
  });

  it('refuses a wrong postal code and an unknown prefecture', () => {
    expect(validateAddress('JP', { ...jp, postalCode: '1000-001', state: 'Kanto' })).toEqual({
      postalCode: 'Please enter a valid postal code, for example 154-0023.',
      state: 'Please choose the prefecture from the list.',
    });
  });
});

describe('a German address', () => {
  it('puts the postcode before the city and wants five digits', () => {
    expect(names('DE')).toEqual(['name', 'streetAddress', 'addressLine2', 'postalCode', 'city']);
    const de = { name: 'Erika Mustermann', streetAddress: 'Heidestraße 17', postalCode: '51147', city: 'Köln' };
    expect(validateAddress('DE', de)).toEqual({});
    expect(validateAddress('DE', { ...de, postalCode: '5114' })).toEqual({
      postalCode: 'Please enter a valid postal code, for example 26133.',
    });
  });
});

describe('a Canadian address', () => {
  const ca = {
    name: 'Jean Tremblay',
    streetAddress: '24 Sussex Drive',
    city: 'Ottawa',
    state: 'ON',
    postalCode: 'K1A 0B1',
  };

  it('asks for a province from the list and accepts K1A 0B1', () => {
    expect(labels('CA')).toEqual([
      'Full name*',
      'Street address*',
      'Apartment, suite, unit (optional)',
      'City*',
      'Province*',
      'Postal code*',
    ]);
    expect(field('CA', 'state')?.options).toHaveLength(13);
    expect(validateAddress('CA', ca)).toEqual({});
    expect(validateAddress('CA', { ...ca, postalCode: 'k1a0b1' })).toEqual({});
  });

  it('refuses a postal code with letters Canada Post never uses, and a missing province', () => {
    expect(validateAddress('CA', { ...ca, postalCode: 'D1A 0B1', state: '' })).toEqual({
      postalCode: 'Please enter a valid postal code, for example H3Z 2Y7.',
      state: 'Please enter the province.',
    });
  });
});

describe('an Australian address', () => {
  it('asks for the suburb, the state and a four-digit postcode', () => {
    expect(labels('AU')).toEqual([
      'Full name*',
      'Street address*',
      'Apartment, suite, unit (optional)',
      'Suburb*',
      'State*',
      'Postcode*',
    ]);
    const au = { name: 'Bruce Wayne', streetAddress: '1 George St', city: 'Sydney', state: 'NSW', postalCode: '2000' };
    expect(validateAddress('AU', au)).toEqual({});
    expect(validateAddress('AU', { ...au, postalCode: '20000' })).toEqual({
      postalCode: 'Please enter a valid postcode, for example 2060.',
    });
  });
});

describe('a US address keeps the spec', () => {
  const us = { name: 'John Doe', streetAddress: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' };

  it("labels its fields in the spec's words and lists the 50 states, without DC", () => {
    expect(labels('US')).toEqual([
      'Full name*',
      'Street address*',
      'Apartment, suite, unit (optional)',
      'City*',
      'State*',
      'ZIP code*',
    ]);
    const state = field('US', 'state');
    expect(state?.options).toHaveLength(50);
    expect(state?.options?.map((option) => option.code)).not.toContain('DC');
    expect(state?.placeholder).toBe('Select a state');
    expect(validateAddress('US', us)).toEqual({});
    expect(validateAddress('US', { ...us, postalCode: '62701-1234' })).toEqual({});
  });

  it("refuses a bad ZIP, a missing state and DC in the spec's words", () => {
    expect(validateAddress('US', { ...us, postalCode: '6270' })).toEqual({
      postalCode: 'Please enter a 5-digit ZIP code.',
    });
    expect(validateAddress('US', { ...us, postalCode: '62701 1234' })).toEqual({
      postalCode: 'Please enter a 5-digit ZIP code.',
    });
    expect(validateAddress('US', { ...us, state: '  ' })).toEqual({
      state: 'Please fill in all required customer information fields.',
    });
    expect(validateAddress('US', { ...us, state: 'DC' })).toEqual({ state: 'Please choose one of the 50 US states.' });
  });
});

describe('countries without a postcode, or with an optional one', () => {
  it('Hong Kong asks for no postcode, and for its area', () => {
    expect(names('HK')).not.toContain('postalCode');
    expect(field('HK', 'state')).toMatchObject({ label: 'Area', required: true });
    const hk = {
      name: 'Chan Tai Man',
      streetAddress: 'Flat 2, 8 Nathan Road',
      city: 'Tsim Sha Tsui',
      state: 'Kowloon',
    };
    expect(validateAddress('HK', hk)).toEqual({});
    expect(validateAddress('HK', { ...hk, state: '' })).toEqual({ state: 'Please enter the area.' });
  });

  it("Ireland's Eircode may be left out, but not be wrong", () => {
    const ie = { name: 'Aoife Byrne', streetAddress: '1 Main Street', city: 'Dublin' };
    expect(field('IE', 'postalCode')).toMatchObject({ label: 'Eircode', required: false });
    expect(validateAddress('IE', ie)).toEqual({});
    expect(validateAddress('IE', { ...ie, postalCode: 'D02 X285' })).toEqual({});
    expect(validateAddress('IE', { ...ie, postalCode: 'D02' })).toEqual({
      postalCode: 'Please enter a valid Eircode, for example A65 F4E2.',
    });
  });
});

describe('any field', () => {
  it('refuses control characters and text too long to print', () => {
    const de = { name: 'Erika\u0000', streetAddress: 'x'.repeat(201), postalCode: '51147', city: 'Köln' };
    expect(validateAddress('DE', de)).toEqual({
      name: 'contains control characters or broken Unicode that we cannot store',
      streetAddress: 'The street address can be at most 200 characters.',
    });
  });

  it('shows an example that passes its own check, in every country', () => {
    for (const { code } of countries) {
      const postal = field(code, 'postalCode');
      if (postal?.example) expect(postal.pattern?.test(postal.example), code).toBe(true);
    }
  });
});
