import { familyTitles, relationWords } from './people-words.js';
import type { Term } from './read-terms.js';

export const occasionKinds = [
  'birthday',
  'wedding',
  'engagement',
  'graduation',
  'retirement',
  'anniversary',
  'new-baby',
  'christmas',
  'hanukkah',
  'diwali',
  'eid',
  'thanksgiving',
  'easter',
  'new-year',
  'valentines',
  'mothers-day',
  'fathers-day',
  'thank-you',
] as const;
export type OccasionKind = (typeof occasionKinds)[number];

export interface Occasion {
  kind: OccasionKind;
  /** 30 for a 30th birthday, 40 for a 40th anniversary. */
  number?: number;
  /** Whose it is: the teller's own birthday ("my 30th") is not one to wish them back. */
  owner: 'recipient' | 'teller' | 'shared';
  /** Index of the occasion's word among the terms, for telling whose it is. */
  at: number;
}

/** Matched against the lower-cased words joined by single spaces; typos customers make included. */
const patterns: [OccasionKind, RegExp][] = [
  ['mothers-day', /\bmother'?s? day\b|\bmothering sunday\b/],
  ['fathers-day', /\bfather'?s? day\b/],
  ['valentines', /\bvalentine'?s?\b/],
  ['new-year', /\bnew years?\b(?! (old|job|house|home|car))|\bnye\b/],
  ['anniversary', /\banniv\w*|\banivers\w*|\byears? (married|together)\b/],
  [
    'birthday',
    /\b(birthday|birthdays|bday|b-day|birthdy|brithday|bithday|bday's|cumpleaños|cumpleanos|geburtstag|compleanno|anniversaire|sweet sixteen|sweet 16)\b|\btur(n|ns|ned|ning) \d+\b/,
  ],
  ['engagement', /\b(engaged|engagement|proposal|proposed|said yes)\b/],
  [
    'wedding',
    /\b(wedding|weddings|got married|getting married|just married|newlyweds?|honeymoon|married|tied the knot|tying the knot)\b/,
  ],
  ['graduation', /\b(graduat\w*|grad|commencement|finished (uni|university|college|school))\b/],
  ['retirement', /\b(retire|retired|retiring|retirement)\b/],
  ['new-baby', /\b(new baby|newborn|baby shower|new arrival|was born|just born|baby (boy|girl))\b/],
  ['christmas', /\b(christmas|xmas|x-mas|chirstmas|christmass|xmass|crimbo)\b/],
  ['hanukkah', /\b(hanukkah|chanukah|hanukah)\b/],
  ['diwali', /\bdiwali\b/],
  ['eid', /\beid\b/],
  ['thanksgiving', /\bthanksgiving\b/],
  ['easter', /\beaster\b/],
  ['thank-you', /\b(thank you|thanks|thank u|grateful)\b/],
];

const ordinalWords: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  sixteenth: 16,
  eighteenth: 18,
  twentieth: 20,
  twentyfirst: 21,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
  hundredth: 100,
};

function numberIn(word: string | undefined): number | undefined {
  if (!word) return undefined;
  const digits = /^(\d{1,3})(st|nd|rd|th)?$/.exec(word);
  if (digits) return Number(digits[1]);
  return ordinalWords[word.replace(/-/g, '')];
}

/** The number that goes with the occasion: "30th birthday", "turned 40", "25 years married". */
function occasionNumber(words: string[], at: number, kind: OccasionKind): number | undefined {
  if (kind !== 'birthday' && kind !== 'anniversary') return undefined;
  const before = numberIn(words[at - 1]) ?? (words[at - 1] === 'golden' ? undefined : numberIn(words[at - 2]));
  if (before !== undefined) return before;
  if (/^tur(n|ns|ned|ning)$/.test(words[at] ?? '')) return numberIn(words[at + 1]);
  if (words[at] === 'years' || words[at] === 'year') return numberIn(words[at - 1]);
  return undefined;
}

/** "Grandad's 70th", "happy 21st", "our 25th!!": an ordinal on its own is a birthday, or, when it is ours, an anniversary. */
function numberedDay(words: string[]): Occasion | undefined {
  const ordinal = /^\d{1,3}(st|nd|rd|th)$/;
  // "her 2nd marathon" is not a birthday: only an ordinal that ends the phrase counts.
  const endsPhrase = (word: string | undefined) =>
    word === undefined ||
    /^(party|bash|celebration|dinner|today|tonight|and|with|at|in|on|this|last|was|is)$/.test(word);
  const at = words.findIndex(
    (word, index) =>
      ordinal.test(word) &&
      (/'s$/.test(words[index - 1] ?? '') || /^(happy|our|her|his|their|my)$/.test(words[index - 1] ?? '')) &&
      endsPhrase(words[index + 1]),
  );
  if (at < 0) return undefined;
  const ours =
    words[at - 1] === 'our' ||
    (/'s$/.test(words[at - 1] ?? '') && words[at - 2] === '&') ||
    (/'s$/.test(words[at - 1] ?? '') && words[at - 2] === 'and');
  const kind: OccasionKind = ours ? 'anniversary' : 'birthday';
  const owner = words[at - 1] === 'my' ? 'teller' : words[at - 1] === 'our' ? 'shared' : 'recipient';
  return { kind, number: numberIn(words[at]), owner, at };
}

/** The first occasion the description mentions, whose it is, and its number. */
export function findOccasion(terms: Term[]): Occasion | undefined {
  const words = terms.map((term) => (term.possessive ? `${term.lower}'s` : term.lower));
  const text = words.join(' ');
  let best: { kind: OccasionKind; index: number } | undefined;
  for (const [kind, pattern] of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    // "she never forgot anyone's birthday" is nobody's occasion.
    if (/\b(anyone|everyone|someone|nobody|everybody)'s $/.test(text.slice(0, match.index))) continue;
    // Thanks are the occasion only when there is no other: "thanks for the best birthday" is a birthday.
    const earlier = !best || match.index < best.index || best.kind === 'thank-you';
    if (earlier && !(kind === 'thank-you' && best)) best = { kind, index: match.index };
  }
  if (!best) return numberedDay(words);
  const wordAt = best.index === 0 ? 0 : text.slice(0, best.index).trim().split(' ').length;
  const number = /\bsweet (sixteen|16)\b/.test(text) ? 16 : occasionNumber(words, wordAt, best.kind);
  const nearBefore = words.slice(Math.max(0, wordAt - 3), wordAt);
  // "my dad's birthday" and "my sistrs bday" are someone else's, though "my" is near.
  const someoneElses = terms
    .slice(Math.max(0, wordAt - 3), wordAt)
    .some(
      (term) =>
        term.possessive || familyTitles[term.lower.replace(/s$/, '')] || relationWords[term.lower.replace(/s$/, '')],
    );
  const owner = someoneElses
    ? 'recipient'
    : nearBefore.includes('my') || (nearBefore.includes('i') && /^tur/.test(words[wordAt] ?? ''))
      ? 'teller'
      : nearBefore.includes('our')
        ? 'shared'
        : 'recipient';
  return { kind: best.kind, number: number && number > 0 && number <= 120 ? number : undefined, owner, at: wordAt };
}
