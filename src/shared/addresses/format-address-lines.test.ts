import { describe, expect, it } from 'vitest';
import { addressSchema } from './address-schema.js';
import { formatAddressLines } from './format-address-lines.js';
import type { Address } from './validate-address.js';

/** Through the schema, as the print batch will read a stored address. */
const label = (input: Record<string, string>, from?: Address['country']) =>
  formatAddressLines(addressSchema.parse(input), from ? { from } : {});

describe('envelope lines, in each country order', () => {
  it('United Kingdom: town and postcode on their own lines, in capitals, then the country', () => {
    expect(
      label({
        country: 'GB',
        name: 'Jane Smith',
        streetAddress: '10 Downing Street',
        city: 'London',
        postalCode: 'sw1a 1aa',
      }),
    ).toEqual(['Jane Smith', '10 Downing Street', 'LONDON', 'SW1A 1AA', 'UNITED KINGDOM']);
  });

  it('United States, posted in the US: city, state and ZIP on one line, no country', () => {
    const us = {
      country: 'US',
      name: 'John Doe',
      streetAddress: '1 Main St',
      addressLine2: 'Apt 4',
      city: 'Springfield',
      state: 'il',
      postalCode: '62701',
    };
    expect(label(us)).toEqual(['John Doe', '1 Main St', 'Apt 4', 'SPRINGFIELD, IL 62701']);
    expect(label(us, 'GB')).toEqual(['John Doe', '1 Main St', 'Apt 4', 'SPRINGFIELD, IL 62701', 'UNITED STATES']);
  });

  it('Japan in Latin letters: name first, prefecture after the street, postal code below', () => {
    const jp = {
      country: 'JP',
      name: 'Taro Yamada',
      streetAddress: '1-1 Chiyoda, Chiyoda-ku',
      state: '13',
      postalCode: '1000001',
    };
    expect(label(jp)).toEqual(['Taro Yamada', '1-1 Chiyoda, Chiyoda-ku, TOKYO', '1000001', 'JAPAN']);
  });

  it('Japan in Japanese: 〒 and postal code first, prefecture, street, name last', () => {
    const jp = {
      country: 'JP',
      name: '山田太郎',
      streetAddress: '千代田区千代田1-1',
      state: '13',
      postalCode: '100-0001',
    };
    expect(label(jp)).toEqual(['〒100-0001', '東京都', '千代田区千代田1-1', '山田太郎', 'JAPAN']);
  });

  it('Germany: postcode before the city', () => {
    const de = {
      country: 'DE',
      name: 'Erika Mustermann',
      streetAddress: 'Heidestraße 17',
      postalCode: '51147',
      city: 'Köln',
    };
    expect(label(de)).toEqual(['Erika Mustermann', 'Heidestraße 17', '51147 KÖLN', 'GERMANY']);
  });

  it('Canada: all in capitals, province as its abbreviation', () => {
    const ca = {
      country: 'CA',
      name: 'Jean Tremblay',
      streetAddress: '24 Sussex Drive',
      city: 'Ottawa',
      state: 'Ontario',
      postalCode: 'k1a 0b1',
    };
    expect(label(ca)).toEqual(['JEAN TREMBLAY', '24 SUSSEX DRIVE', 'OTTAWA ON K1A 0B1', 'CANADA']);
  });

  it('Australia: suburb, state and postcode on one line', () => {
    const au = {
      country: 'AU',
      name: 'Bruce Wayne',
      streetAddress: '1 George St',
      city: 'Sydney',
      state: 'nsw',
      postalCode: '2000',
    };
    expect(label(au)).toEqual(['Bruce Wayne', '1 George St', 'SYDNEY NSW 2000', 'AUSTRALIA']);
  });

  it('Spain: the province by name, not its code; Switzerland: the CH- prefix the format asks for', () => {
    const es = {
      country: 'ES',
      name: 'Ana García',
      streetAddress: 'Calle Mayor 1',
      postalCode: '28801',
      city: 'Alcalá de Henares',
      state: 'm',
    };
    expect(label(es)).toEqual(['Ana García', 'Calle Mayor 1', '28801 ALCALÁ DE HENARES MADRID', 'SPAIN']);
    const ch = {
      country: 'CH',
      name: 'Heidi Muster',
      streetAddress: 'Bahnhofstrasse 1',
      postalCode: '8001',
      city: 'Zürich',
    };
    expect(label(ch)).toEqual(['Heidi Muster', 'Bahnhofstrasse 1', 'CH-8001 Zürich', 'SWITZERLAND']);
  });

  it('Ireland without an Eircode, Hong Kong without a postcode: no empty line, no stray separator', () => {
    const ie = { country: 'IE', name: 'Aoife Byrne', streetAddress: '1 Main Street', city: 'Dublin' };
    expect(label(ie)).toEqual(['Aoife Byrne', '1 Main Street', 'DUBLIN', 'IRELAND']);
    const hk = {
      country: 'HK',
      name: 'Chan Tai Man',
      streetAddress: 'Flat 2, 8 Nathan Road',
      city: 'Tsim Sha Tsui',
      state: 'Kowloon',
    };
    expect(label(hk)).toEqual(['Chan Tai Man', 'Flat 2, 8 Nathan Road', 'Tsim Sha Tsui', 'KOWLOON', 'HONG KONG']);
  });
});

describe('the address schema', () => {
  it('keeps only the fields the country uses, trimmed, with the state as its code', () => {
    expect(
      addressSchema.parse({
        country: 'GB',
        name: ' Jane ',
        streetAddress: '1 High St',
        city: 'Bath',
        postalCode: 'ba1 1aa',
        state: 'Somerset',
      }),
    ).toEqual({ country: 'GB', name: 'Jane', streetAddress: '1 High St', city: 'Bath', postalCode: 'BA1 1AA' });
    expect(
      addressSchema.parse({
        country: 'JP',
        name: 'Taro',
        streetAddress: '1-1',
        state: 'tokyo',
        postalCode: '100-0001',
        city: 'x',
      }),
    ).toEqual({ country: 'JP', name: 'Taro', streetAddress: '1-1', state: '13', postalCode: '100-0001' });
  });

  it('reports each refusal on its own field, as a form shows it', () => {
    const result = addressSchema.safeParse({
      country: 'CA',
      name: 'Jean',
      streetAddress: '1 Rue',
      city: 'Laval',
      postalCode: '123',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['state', 'Please enter the province.'],
      ['postalCode', 'Please enter a valid postal code, for example H3Z 2Y7.'],
    ]);
  });
});
