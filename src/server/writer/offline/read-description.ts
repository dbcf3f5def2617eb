import { findDeeds, type Deed } from './find-deeds.js';
import { findNames } from './find-names.js';
import { findOccasion, type Occasion } from './find-occasion.js';
import { findGroup, findThings, type Owners } from './find-phrases.js';
import { findRecipients } from './find-recipients.js';
import { capitalsAreMeaningful, readTerms } from './read-terms.js';
import { isQuotable } from '../safety-filter.js';
import { relationWords } from './people-words.js';

/** What the embedded writer understood from the customer's description; anything unsure is left out. */
export interface DescriptionReading {
  /** Whom the card is for, as it may address them: ["Mom", "Dad"], ["Grandpa Joe"]; empty when unnamed. */
  recipients: string[];
  /** Other named people and pets: they may appear, but the card never addresses them. */
  mentioned: string[];
  /** "sister" for "my sister" or "my sister Emma", when the card is for one person. */
  relation?: string;
  recipientIsPet: boolean;
  /** A named place: "Lake Tahoe", "the Grand Canyon". Never an addressee. */
  place?: string;
  occasion?: Occasion;
  /** Noun phrases to quote, with determiners that read well to the recipient: "the lake house". */
  things: string[];
  /** Past-tense clauses: "you burned the turkey twice", "we got lost". */
  deeds: Deed[];
  /** A card to a group nobody named one by one: "the squad", "the night shift team". */
  group?: string;
}

export function readDescription(description: string): DescriptionReading {
  const terms = readTerms(description);
  const capitals = capitalsAreMeaningful(description);
  const shouting = !capitals && /\p{Lu}/u.test(description);
  const spans = findNames(terms, capitals).filter((span) => isQuotable(span.name) && span.name.length <= 30);
  const occasion = findOccasion(terms);
  const found = findRecipients(terms, spans, occasion);
  // A pet is the addressee only on its own birthday ("Biscuit turns 5"); otherwise it is in the picture.
  const people =
    found.recipientIsPet && occasion?.kind !== 'birthday'
      ? { ...found, recipients: [], mentioned: [...found.recipients, ...found.mentioned], recipientIsPet: false }
      : found;
  const pets = new Map(spans.filter((span) => span.kind === 'pet').map((span) => [span.end, span.name]));
  const recipientSpans = spans.filter((span) => span.kind !== 'place' && people.recipients.includes(span.name));
  const recipientEnds = new Set(recipientSpans.map((span) => span.end));
  const nameIndexes = new Set(
    spans.flatMap((span) => Array.from({ length: span.end - span.start + 1 }, (_, k) => span.start + k)),
  );
  const single =
    (people.recipients.length === 1 || (people.recipients.length === 0 && !!people.relation)) &&
    people.mentioned.length === 0;
  // "Me and my sister at Grandad's 70th, she tried...": with someone else in the picture, "she" may be them.
  const othersByRelation = terms.some(
    (term, at) =>
      /^(my|our)$/.test(terms[at - 1]?.lower ?? '') &&
      (relationWords[term.lower] || /^(daughter|son|kids|children|husband|wife)$/.test(term.lower)) &&
      relationWords[term.lower] !== people.relation,
  );
  const owners: Owners = {
    his: single && !othersByRelation ? 'your' : undefined,
    their: people.recipients.length > 1 ? 'your' : undefined,
  };
  const personIndexes = new Set(
    spans
      .filter((span) => span.kind !== 'place')
      .flatMap((span) => Array.from({ length: span.end - span.start + 1 }, (_, k) => span.start + k)),
  );
  const deeds = findDeeds(
    terms,
    (index) => {
      const word = terms[index]!.lower;
      // With several recipients, one of them alone is not "you": "Chris proposed to Ana".
      const wholeGroup = people.recipients.length === 1 || terms[index - 1]?.lower === 'and';
      if ((recipientEnds.has(index) && wholeGroup) || word === 'you') return 'you';
      // ... so the card says it by name: "Remember when Dad burned the turkey twice?"
      const member = recipientSpans.find((span) => span.end === index);
      if (member) return { name: member.name };
      if (word === 'we') return 'we';
      if ((word === 'i' || word === 'me') && terms[index - 1]?.lower === 'and' && recipientEnds.has(index - 2))
        return 'we';
      if ((word === 'he' || word === 'she') && single && !othersByRelation) return 'you';
      if (word === 'they' && people.recipients.length > 1) return 'you';
      if (people.relation && people.recipients.length === 0 && terms[index - 1]?.lower === 'my') return 'you';
      const pet = pets.get(index);
      return pet && people.mentioned.includes(pet) ? { name: pet } : undefined;
    },
    (index) => personIndexes.has(index),
  );
  const place = spans.find((span) => span.kind === 'place')?.name;
  return {
    ...people,
    place,
    occasion,
    // In capitals we cannot tell names from words, so nothing from the description is quoted.
    things: shouting ? [] : findThings(terms, owners, nameIndexes, recipientEnds),
    deeds: shouting ? [] : deeds,
    group: people.recipients.length === 0 && !people.relation ? findGroup(terms) : undefined,
  };
}
