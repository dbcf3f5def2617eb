import { addressFormat, letterOfField, type AddressFieldName } from './address-format.js';
import { countryRow, type CountryCode } from './countries.js';
import type { Address } from './validate-address.js';

/** Where the cards are printed and posted: an address there needs no country line. */
export const mailedFrom: CountryCode = 'US';

/**
 * Where the post reads the state's abbreviation (USPS "IL", Canada Post "ON", Australia Post
 * "NSW", Correios "SP", Poste Italiane "RM"); elsewhere the label carries its name.
 */
const abbreviatedStates: ReadonlySet<CountryCode> = new Set(['US', 'CA', 'AU', 'BR', 'IT']);

/** Letters outside the Latin script: then the country's local format (〒100-0001 first) fits better. */
const nonLatinLetter = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

function stateOnLabel(address: Address, local: boolean): string {
  const state = address.state ?? '';
  const option = addressFormat(address.country)
    .fields.find((field) => field.name === 'state')
    ?.options?.find((subdivision) => subdivision.code === state);
  if (!option || abbreviatedStates.has(address.country)) return state;
  return local ? (option.localName ?? option.name) : option.name;
}

type Part = { literal: string } | { letter: string };

/** One line of a format: the fields it places and the literal text between them ("CH-", ", "). */
function parts(line: string): Part[] {
  return line
    .split(/(%[A-Z])/)
    .filter((piece) => piece !== '')
    .map((piece) => (/^%[A-Z]$/.test(piece) ? { letter: piece[1]! } : { literal: piece }));
}

/**
 * Fills one line, keeping a literal only where it still joins or leads something: "Tokyo, "
 * loses its comma when the prefecture is blank, "CH-" goes when the postcode does.
 */
function fillLine(line: string, valueOf: (letter: string) => string): string {
  // A line of fixed text only ("ÅLAND" under an Åland address) is part of the address.
  if (!/%[A-Z]/.test(line)) return line;
  const filled = parts(line).map((part) =>
    'letter' in part ? { value: valueOf(part.letter), field: true } : { value: part.literal, field: false },
  );
  const hasBefore = (index: number) => filled.slice(0, index).some((part) => part.field && part.value !== '');
  const hasAfter = (index: number) => filled.slice(index + 1).some((part) => part.field && part.value !== '');
  const isFirst = (index: number) => !filled.slice(0, index).some((part) => part.field);
  const kept = filled.filter((part, index) => {
    if (part.field) return true;
    return hasAfter(index) && (isFirst(index) || hasBefore(index));
  });
  return kept
    .map((part) => part.value)
    .join('')
    .trim();
}

/**
 * The lines to print on the envelope, in the country's order: its own script's format when the
 * address is written in it, the Latin one otherwise; fields the post wants in capitals upper-cased;
 * the country's postal name last when it is not the country the card is posted in.
 */
export function formatAddressLines(address: Address, options: { from?: CountryCode } = {}): string[] {
  const row = countryRow(address.country);
  const local = Object.values(address).some((value) => nonLatinLetter.test(value ?? ''));
  const fmt = local ? row.fmt : (row.lfmt ?? row.fmt);
  const value = (field: AddressFieldName): string => {
    const text = field === 'state' ? stateOnLabel(address, local) : (address[field] ?? '');
    return row.upper.includes(letterOfField[field]) ? text.toUpperCase() : text;
  };
  const valueOf = (letter: string): string => {
    switch (letter) {
      case 'N':
        return value('name');
      case 'A':
        return [value('streetAddress'), value('addressLine2')].filter((line) => line !== '').join('\n');
      case 'D':
        return value('dependentLocality');
      case 'C':
        return value('city');
      case 'S':
        return value('state');
      case 'Z':
        return value('postalCode');
      case 'X':
        return value('sortingCode');
      default:
        return '';
    }
  };
  const lines = fmt
    .split('%n')
    .flatMap((line) => fillLine(line, valueOf).split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (address.country !== (options.from ?? mailedFrom)) lines.push(row.postalName);
  return lines;
}
