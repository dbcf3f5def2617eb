import { notNouns, occasionNouns, peopleNouns, quantityWords } from './phrase-words.js';
import { familyTitles, petWords, relationWords } from './people-words.js';
import { endsClause, hasTag, keepsCapitals, type Term } from './read-terms.js';
import { isQuotable } from '../safety-filter.js';

/** Whose "his", "her" and "their" are: the recipient's, so "his shoes" becomes "your shoes". */
export interface Owners {
  /** undefined: whose it is is unclear, so the phrase is left out ("her voice" is not "the voice"). */
  his: 'your' | undefined;
  their: 'your' | undefined;
}

const determiners: Record<string, string> = {
  the: 'the',
  a: 'the',
  an: 'the',
  my: 'my',
  our: 'our',
  your: 'your',
  this: 'that',
  that: 'that',
  these: 'those',
  those: 'those',
};

const nounTags = ['Noun'];
/** Verb and object that mean something else together: "tied the knot" is a wedding, not a knot. */
const idioms = new Set(
  'tied knot tie knot tying knot broke ice break ice hit road hit hay called day call day kicked bucket spilled beans stole show steal show'
    .split(' ')
    .reduce<string[]>(
      (pairs, word, index, all) => (index % 2 === 0 ? [...pairs, `${word} ${all[index + 1]}`] : pairs),
      [],
    ),
);
const compoundEnds: Record<string, string> = { stag: 'do', hen: 'do' };
const notHeadTags = [
  'Pronoun',
  'Date',
  'Duration',
  'Month',
  'WeekDay',
  'Holiday',
  'Value',
  'Person',
  'Place',
  'Adverb',
];
const isWord = (term: Term) => /^\p{L}[\p{L}'-]*$/u.test(term.text) && isQuotable(term.lower);
const isModifier = (term: Term) =>
  (hasTag(term, 'Adjective', 'Noun', 'Ordinal') || term.lower.endsWith('ing')) &&
  !hasTag(term, 'Pronoun', 'Person', 'Verb', 'Preposition', 'Determiner', 'Conjunction') &&
  !quantityWords.has(term.lower);

function determinerFor(term: Term | undefined, owners: Owners): string | undefined {
  if (!term) return undefined;
  if (term.lower === 'his' || term.lower === 'her') return owners.his;
  if (term.lower === 'their') return owners.their;
  return determiners[term.lower];
}

/** Whether a word can end a noun phrase a card quotes: "the lake house", not "the barefoot". */
function isHead(term: Term): boolean {
  if (!hasTag(term, ...nounTags) || hasTag(term, ...notHeadTags) || term.possessive) return false;
  if (notNouns.has(term.lower) || peopleNouns.has(term.lower) || occasionNouns.has(term.lower)) return false;
  const singular = term.lower.replace(/s$/, '');
  const people = (word: string) =>
    !!familyTitles[word] || !!relationWords[word] || petWords.has(word) || peopleNouns.has(word);
  if (people(term.lower) || people(singular)) return false;
  return term.lower.length >= 3 && isWord(term);
}

/**
 * Noun phrases the card may quote, with a determiner that reads well to the recipient: "the lake
 * house", "your shoes", "my terrible singing". Only phrases whose last word compromise calls a
 * noun and that the description introduced with a determiner, or plural ones, are kept: a bare
 * singular ("walked barefoot") is too often not a thing at all.
 */
export function findThings(
  terms: Term[],
  owners: Owners,
  names: ReadonlySet<number>,
  recipientEnds: ReadonlySet<number>,
): string[] {
  const things: string[] = [];
  for (let i = 0; i < terms.length; i += 1) {
    // "7 pounds", "three generations": a count, not a thing to quote.
    if (hasTag(terms[i], 'Value', 'Cardinal') || /^\d/.test(terms[i]!.text)) {
      while (i + 1 < terms.length && isModifier(terms[i + 1]!)) i += 1;
      continue;
    }
    // "is the reason", "tied the knot": a predicate or an idiom, not a thing that was there.
    if (/^(is|was|are|were|be|been|being|'s)$/.test(terms[i - 1]?.lower ?? '') && determiners[terms[i]!.lower])
      continue;
    if (idioms.has(`${terms[i - 1]?.lower ?? ''} ${terms[i + 1]?.lower ?? ''}`)) continue;
    // "like a pro", "as a joke": a comparison, not a thing that was there.
    if (/^(like|as)$/.test(terms[i - 1]?.lower ?? '') && determiners[terms[i]!.lower]) continue;
    if (/^(his|her|their)$/.test(terms[i]!.lower) && !determinerFor(terms[i], owners)) continue;
    let determiner = determinerFor(terms[i], owners);
    let start = determiner ? i + 1 : i;
    // "my dad's fishing trip", when Dad is the recipient, is "your fishing trip".
    if (terms[start]?.possessive && recipientEnds.has(start)) {
      determiner = 'your';
      start += 1;
    } else if (terms[start]?.possessive && names.has(start)) continue;
    let end = start;
    const words: Term[] = [];
    while (end < terms.length && words.length < 5 && !names.has(end) && terms[end]!.sentence === terms[i]!.sentence) {
      const term = terms[end]!;
      if (quantityWords.has(term.lower) && words.length === 0 && !determiner) {
        end += 1;
        continue;
      }
      if (!isModifier(term) && !isHead(term)) break;
      // "a tin of his mother's tea": a possessive inside means the phrase is someone else's.
      if (term.possessive) {
        words.length = 0;
        break;
      }
      words.push(term);
      end += 1;
      if (endsClause(term)) break;
    }
    // A run that does not end on a noun is not cut to one: "the county final" never becomes "the county".
    if (words.length > 0 && !isHead(words.at(-1)!)) continue;
    // compromise reads the "do" of a British "stag do" as a verb.
    const last = words.at(-1);
    const compound =
      last && compoundEnds[last.lower] === terms[start + words.length]?.lower ? terms[start + words.length] : undefined;
    if (compound) words.push(compound);
    if (words.length === 0 || words.length > 4 || !words.every(isWord)) continue;
    const plural = hasTag(words.at(-1)!, 'Plural');
    if (!determiner && !plural) continue;
    // A bare plural is a thing only where a thing can stand: "wore sunglasses", "with balloons", not "he still jokes".
    const before = terms[start - 1];
    if (!determiner && before && before.sentence === terms[start]!.sentence && !endsClause(before)) {
      if (!hasTag(before, 'Verb', 'Preposition', 'Conjunction') || hasTag(before, 'Pronoun')) continue;
    }
    const phrase = `${determiner ?? 'the'} ${words.map((word) => (keepsCapitals(word) ? word.text : word.lower)).join(' ')}`;
    if (phrase.length <= 36) things.push(phrase);
    i = start + words.length - 1;
  }
  const heads = new Set<string>();
  return things.filter((thing) => {
    const head = thing.split(' ').at(-1)!;
    if (heads.has(head)) return false;
    heads.add(head);
    return true;
  });
}

const groupNouns = new Set(
  'squad team class crew gang girls lads guys family bunch tribe staff department office group'.split(' '),
);

/**
 * "for the squad", "to the loudest, kindest class", "The night shift team ... Thank you all": a
 * group the card is for, as "the" and its nouns (adjectives dropped: "the class").
 */
export function findGroup(terms: Term[]): string | undefined {
  for (let i = 0; i < terms.length; i += 1) {
    if (terms[i]!.lower !== 'the') continue;
    const before = terms[i - 1]?.lower;
    const opens = i === 0 || terms[i]!.sentenceStart || before === 'for' || before === 'to';
    if (!opens) continue;
    let end = i + 1;
    while (
      end < terms.length &&
      end - i <= 4 &&
      hasTag(terms[end], 'Noun', 'Adjective') &&
      !groupNouns.has(terms[end]!.lower)
    )
      end += 1;
    const head = terms[end];
    if (!head || !groupNouns.has(head.lower)) continue;
    const nouns = terms.slice(i + 1, end).filter((term) => hasTag(term, 'Noun') && !hasTag(term, 'Adjective'));
    return ['the', ...nouns.map((term) => (keepsCapitals(term) ? term.text : term.lower)), head.lower].join(' ');
  }
  return undefined;
}
