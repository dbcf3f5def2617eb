import type {
  LocalityNameType,
  PostalCodeNameType,
  StateNameType,
  SublocalityNameType,
} from './addresses/address-formats.table.js';

/**
 * A field's label, and how it reads inside a sentence ("Please enter a valid postcode"): most
 * labels are lower-cased there, names like Eircode and PIN code are not.
 */
export interface FieldLabel {
  label: string;
  inSentence: string;
}

const label = (text: string, inSentence = text.toLowerCase()): FieldLabel => ({ label: text, inSentence });

/**
 * Address labels the spec leaves to us, in the English words of Google's address forms
 * (libaddressinput's messages), one per name type its data uses. The US words are the spec's
 * and come from checkoutScreenTexts, not from here.
 */
export const addressFieldLabels = {
  name: label('Full name'),
  streetAddress: label('Street address'),
  addressLine2: label('Apartment, suite, unit (optional)'),
  sortingCode: label('Sorting code'),
  country: label('Country'),
  state: {
    area: label('Area'),
    county: label('County'),
    department: label('Department'),
    district: label('District'),
    do_si: label('Do/Si'),
    emirate: label('Emirate'),
    island: label('Island'),
    oblast: label('Oblast'),
    parish: label('Parish'),
    prefecture: label('Prefecture'),
    province: label('Province'),
    region: label('Region'),
    state: label('State'),
  } satisfies Record<StateNameType, FieldLabel>,
  locality: {
    city: label('City'),
    district: label('District'),
    post_town: label('Town/City'),
    suburb: label('Suburb'),
  } satisfies Record<LocalityNameType, FieldLabel>,
  sublocality: {
    district: label('District'),
    neighborhood: label('Neighborhood'),
    suburb: label('Suburb'),
    townland: label('Townland'),
    village_township: label('Village/Township'),
  } satisfies Record<SublocalityNameType, FieldLabel>,
  postal: {
    eircode: label('Eircode', 'Eircode'),
    pin: label('PIN code', 'PIN code'),
    postal: label('Postal code'),
    zip: label('ZIP code', 'ZIP code'),
  } satisfies Record<PostalCodeNameType, FieldLabel>,
  /** Where the post itself says "postcode" (Royal Mail, Australia Post, NZ Post). */
  postcode: label('Postcode'),
} as const;

/** Address refusals the spec leaves to us; the US keeps the spec's words (checkout-messages.ts). */
export const addressMessages = {
  required: (field: FieldLabel) => `Please enter the ${field.inSentence}.`,
  chooseFromList: (field: FieldLabel) => `Please choose the ${field.inSentence} from the list.`,
  invalidPostalCode: (field: FieldLabel, example: string | undefined) =>
    example
      ? `Please enter a valid ${field.inSentence}, for example ${example}.`
      : `Please enter a valid ${field.inSentence}.`,
  tooLong: (field: FieldLabel, max: number) => `The ${field.inSentence} can be at most ${max} characters.`,
  unknownCountry: 'Please choose a country from the list.',
} as const;
