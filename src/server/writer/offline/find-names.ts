import {
  familyTitles,
  nameTitles,
  neverNames,
  petWords,
  placeEnds,
  placePrepositions,
  placeStarts,
  relationWords,
} from './people-words.js';
import { endsClause, hasTag, isCapitalized, type Term } from './read-terms.js';

/** A run of words that names someone or somewhere: "Grandpa Joe", "Mount Tam", "Mom". */
export interface NameSpan {
  kind: 'person' | 'pet' | 'place';
  /** As the card should print it: "Grandpa Joe", "Mom", "the Grand Canyon". */
  name: string;
  start: number;
  /** Index of the last word. */
  end: number;
  /** "Sarah's birthday". */
  possessive: boolean;
  /** "my sister Emma" gives sister. */
  relation?: string;
}

const personTags = ['Person', 'FirstName', 'LastName', 'MaleName', 'FemaleName', 'Honorific'];
const placeTags = ['Place', 'City', 'Country', 'Region', 'Address'];
const notNameTags = [
  'Pronoun',
  'Determiner',
  'Preposition',
  'Conjunction',
  'Date',
  'Month',
  'WeekDay',
  'Holiday',
  'Value',
  'Adverb',
  'QuestionWord',
];

/** "Biscuit turns 5": a capitalized word before these is someone, even at a sentence start. */
const occasionVerbs = /^(turns|turned|turning|graduated|graduates|retired|retires|got|gets|is|was)$/;

const displayWord = (term: Term, capitals: boolean) =>
  capitals ? term.text : term.text.charAt(0).toUpperCase() + term.text.slice(1).toLowerCase();

/** A word that could be part of a proper name. With meaningless capitals only known first names count. */
function nameWord(terms: Term[], index: number, capitals: boolean): boolean {
  const term = terms[index]!;
  if (neverNames.has(term.lower) || term.text.length < 2 || !/^\p{L}[\p{L}'-]*$/u.test(term.text)) return false;
  if (hasTag(term, ...notNameTags) && !hasTag(term, ...personTags)) return false;
  // "New Year's Eve", "Christmas Eve".
  if (term.lower === 'eve' && /^(year|years|christmas|xmas|hallows)$/.test(terms[index - 1]?.lower ?? '')) return false;
  if (relationWords[term.lower]) return false;
  if (!capitals) return hasTag(term, 'FirstName', 'Person') && !hasTag(term, 'Verb', 'Adjective');
  if (!isCapitalized(term)) return false;
  // "MBA", "BBQ": an acronym is not a name.
  if (term.text.length > 1 && term.text === term.text.toUpperCase() && !hasTag(term, ...personTags)) return false;
  if (!term.sentenceStart) return true;
  // A capital at a sentence start proves nothing: "Beach day!", "Hiking Mount Tam".
  if (hasTag(term, 'Gerund', 'Verb', 'Adjective') && !hasTag(term, ...personTags)) return false;
  // "Oluwaseun finally got his MBA": look past adverbs for the verb.
  let nextAt = index + 1;
  while (hasTag(terms[nextAt], 'Adverb') && terms[nextAt]!.sentence === term.sentence) nextAt += 1;
  const next = terms[nextAt];
  return (
    hasTag(term, ...personTags, ...placeTags) ||
    term.possessive ||
    (next !== undefined &&
      next.sentence === term.sentence &&
      (/^(and|&|\+)$/.test(next.lower) || hasTag(next, 'PastTense') || occasionVerbs.test(next.lower))) ||
    // "Aoife, Niamh and Ciara", "Chidi, I don't even know how to thank you".
    (term.after === ',' && next !== undefined && (isCapitalized(next) || next.lower === 'i')) ||
    terms.some((other, at) => at !== index && !other.sentenceStart && other.text === term.text)
  );
}

function classify(terms: Term[], start: number, end: number): NameSpan['kind'] {
  const words = terms.slice(start, end + 1);
  const before = terms[start - 1];
  const personal = words.some((word) => hasTag(word, ...personTags) || nameTitles.has(word.lower));
  const possessive = words.at(-1)!.possessive;
  if (words.slice(0, -1).some((word) => word.possessive)) return 'place';
  // "my wife Florence", "Paris took me to Paris", "Paris and Noor": people, whatever else the name means.
  const next = terms[end + 1];
  const placeBefore = !!before && placePrepositions.has(before.lower);
  // "my dog Biscuit", "Luna the cat", "Biscuit, our dog".
  const after = terms.slice(end + 1, end + 3).map((term) => term.lower);
  if (
    (before && petWords.has(before.lower)) ||
    (['the', 'our', 'my'].includes(after[0] ?? '') && petWords.has(after[1] ?? ''))
  )
    return 'pet';
  if (relationBefore(terms, start)) return 'person';
  // "Kiwi learned", "Paris took me": a name doing something is someone, unless it is a known place ("Berlin won't be").
  const placeTagged = words.some((word) => hasTag(word, ...placeTags));
  if (
    !placeBefore &&
    before?.lower !== 'the' &&
    hasTag(next, 'Verb') &&
    !hasTag(next, 'Gerund') &&
    !possessive &&
    !placeTagged
  )
    return 'person';
  if (!placeBefore && next && /^(and|&|\+)$/.test(next.lower) && hasTag(terms[end + 2], ...personTags)) return 'person';
  const ownsNext =
    possessive && hasTag(terms[end + 1], 'Noun', 'Adjective') && terms[end + 1]!.sentence === words[0]!.sentence;
  if (placeStarts.has(words[0]!.lower) || (words.length > 1 && placeEnds.has(words.at(-1)!.lower))) return 'place';
  // "at Auntie Fatima's" is Auntie Fatima: a titled name stays a person wherever it is.
  if (nameTitles.has(words[0]!.lower)) return 'person';
  // "Georgia's hen weekend": whoever owns the weekend is a person, whatever else the name means.
  if (ownsNext && !placePrepositions.has(before?.lower ?? '')) return 'person';
  // Nobody is "in Savannah" or "from Florence" but a place, whatever else the name means.
  if (/^(in|from|near|visiting|around|across|through)$/.test(before?.lower ?? '') && !ownsNext) return 'place';
  if (placeTagged && !personal) return 'place';
  // "at Nando's", "at Luigi's": a name owning the place we were at is the place; "at Nana's" is Nana.
  // "to Tanvi" is someone; "to Lisbon" is a place because compromise knows it.
  const weakPreposition = before?.lower === 'to' && !placeTagged;
  if (placeBefore && !weakPreposition && (!personal || (possessive && !ownsNext))) return 'place';
  // Nobody is "the Sarah": "in front of the David" is a thing or a place.
  if (before?.lower === 'the') return 'place';
  return 'person';
}

/** "Cliffs of Moher", "Isle of Skye": "of" between capitals is inside a place's name. */
function ofPlace(terms: Term[], index: number, capitals: boolean): boolean {
  return terms[index]?.lower === 'of' && capitals && !!terms[index + 1] && isCapitalized(terms[index + 1]!);
}

/** "my sister Emma": the relation word just before a name, if the teller owns it. */
function relationBefore(terms: Term[], start: number): string | undefined {
  const word = terms[start - 1];
  const relation = word && relationWords[word.lower];
  if (!relation) return undefined;
  // "my best friend Chloe", "my little brother Sam".
  let ownerAt = start - 2;
  while (
    ownerAt > start - 4 &&
    /^(best|little|big|baby|older|younger|twin|amazing|wonderful|dear)$/.test(terms[ownerAt]?.lower ?? '')
  )
    ownerAt -= 1;
  if (!['my', 'our'].includes(terms[ownerAt]?.lower ?? '')) return undefined;
  return terms[start - 2]?.lower === 'best' && relation === 'friend' ? 'best friend' : relation;
}

/**
 * Every name in the description, in order. Family titles ("Mom", "my dad") count as names a card
 * may address; "her dad" does not, since he is someone else's.
 */
export function findNames(terms: Term[], capitals: boolean): NameSpan[] {
  const spans: NameSpan[] = [];
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i]!;
    const owner = terms[i - 1]?.lower ?? '';
    // "at grandmas" is Grandma's, written without the apostrophe.
    const bareOwner =
      !familyTitles[term.lower] && term.lower.endsWith('s') ? familyTitles[term.lower.slice(0, -1)] : undefined;
    const title = familyTitles[term.lower] ?? bareOwner;
    // "Grandma Rose" is one name; "Nana's, Leo" is two people.
    const initial = /^\p{Lu}$/u.test(terms[i + 1]?.text ?? ''); // "Mrs P"
    const titled =
      nameTitles.has(term.lower) &&
      !term.possessive &&
      (!endsClause(term) || term.after === '.') &&
      terms[i + 1] &&
      (nameWord(terms, i + 1, capitals) || initial);
    // "Noor's nan" is Noor's, not the card's "Nan".
    const someoneElses = ['his', 'her', 'their', 'your', 'a', 'the'].includes(owner) || !!terms[i - 1]?.possessive;
    if (title && !titled && !someoneElses) {
      if (term.lower === 'mother' && terms[i + 1]?.lower === 'nature') continue;
      if ((term.possessive || bareOwner) && /^(day|s)$/.test(terms[i + 1]?.lower ?? '')) continue; // Mother's Day
      spans.push({ kind: 'person', name: title, start: i, end: i, possessive: term.possessive || !!bareOwner });
      continue;
    }
    if (!titled && !nameWord(terms, i, capitals)) continue;
    if (title && someoneElses) continue;
    const start = i;
    if (titled && initial) i += 1;
    while (
      i + 1 < terms.length &&
      // "Arthur's Seat", "Martha's Vineyard": a possessive inside a name is part of a place's name.
      (!terms[i]!.possessive || (capitals && isCapitalized(terms[i + 1]!) && !hasTag(terms[i + 1], ...personTags))) &&
      (!endsClause(terms[i]!) || (nameTitles.has(terms[i]!.lower) && terms[i]!.after === '.')) &&
      terms[i + 1]!.sentence === term.sentence &&
      (nameWord(terms, i + 1, capitals) || ofPlace(terms, i + 1, capitals)) &&
      !(
        hasTag(terms[i]!, ...personTags) &&
        hasTag(terms[i + 1]!, ...placeTags) &&
        !hasTag(terms[i + 1]!, ...personTags)
      )
    ) {
      i += 1;
    }
    const words = terms.slice(start, i + 1);
    // "the Tesco car park", "Spanish class": a name inside a thing's name is neither a person nor a place.
    const modifies =
      /^\p{Ll}/u.test(terms[i + 1]?.text ?? '') &&
      hasTag(terms[i + 1], 'Noun') &&
      !hasTag(terms[i + 1], 'Pronoun', 'Verb') &&
      !isCapitalized(terms[i + 1]!) &&
      !terms[i]!.possessive &&
      !endsClause(terms[i]!);
    if (modifies && (terms[start - 1]?.lower === 'the' || !words.some((word) => hasTag(word, ...personTags)))) continue;
    const kind = classify(terms, start, i);
    // "Mr. Thompson" keeps the full stop its title was written with.
    const name = words
      .map(
        (word, at) =>
          displayWord(word, capitals) +
          (/^(mr|mrs|ms|dr)$/.test(word.lower) && word.after === '.' ? '.' : '') +
          (word.possessive && at < words.length - 1 ? "'s" : ''),
      )
      .join(' ');
    const definite = kind === 'place' && terms[start - 1]?.lower === 'the';
    const owned = kind === 'place' && words.at(-1)!.possessive;
    spans.push({
      kind,
      name: definite ? `the ${name}` : owned ? `${name}'s` : name,
      start,
      end: i,
      possessive: words.at(-1)!.possessive,
      relation: kind === 'person' ? relationBefore(terms, start) : undefined,
    });
  }
  return spans;
}
