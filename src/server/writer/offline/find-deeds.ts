import { isQuotable } from '../safety-filter.js';
import { clauseBreaks } from './phrase-words.js';
import { conjugate, endsClause, hasTag, keepsCapitals, type Term } from './read-terms.js';
import nlp from 'compromise';

/** Something that happened, as the card can say it back: "you burned the turkey twice". */
export interface Deed {
  /** A past-tense clause starting with its subject: "you burned the turkey twice", "we got lost". */
  clause: string;
}

/** Who did it, from the word or name before the verb: a name means someone else, said by name. */
export type SubjectOf = (index: number) => 'you' | 'we' | { name: string } | undefined;
type Who = 'you' | 'we' | { name: string };

const youForms: Record<string, string> = {
  his: 'your',
  her: 'your',
  their: 'your',
  him: 'you',
  them: 'you',
  himself: 'yourself',
  herself: 'yourself',
  themselves: 'yourselves',
};
const weForms: Record<string, string> = { their: 'our', them: 'us', themselves: 'ourselves' };
const pastForYou: Record<string, string> = { was: 'were', is: 'were', are: 'were', has: 'have', does: 'did' };
const stopWords = new Set(['he', 'she', 'they', 'i', 'we', 'you', 'who', 'which']);
const maxWords = 7;
const particles = new Set(['off', 'up', 'in', 'out', 'over', 'down', 'away', 'back', 'on', 'around']);

function pastTense(term: Term, who: Who, previous: Term | undefined): string | undefined {
  // "We love you" and "you are family" are how things are, not something that happened.
  const past = hasTag(term, 'PastTense') || /^(was|were|had|did|got|went|came|made|took)$/.test(term.lower);
  const happened = past || (hasTag(term, 'Gerund') && !hasTag(previous, 'Auxiliary', 'Copula'));
  if (!happened) return undefined;
  if (who === 'you' && pastForYou[term.lower]) return pastForYou[term.lower];
  if (past) return term.lower;
  const infinitive = nlp(term.lower).verbs().toInfinitive().text() || term.lower;
  return conjugate(infinitive)?.PastTense;
}

/** The words after the verb up to where the thought ends, with pronouns turned to the recipient. */
function restOf(terms: Term[], from: number, who: Who, isPerson: (index: number) => boolean): string[] | undefined {
  const words: string[] = [];
  // Where the last prepositional phrase began: a clause that runs too long is cut there, whole.
  let lastBoundary = 0;
  for (let j = from; j < terms.length && terms[j]!.sentence === terms[from - 1]!.sentence; j += 1) {
    const term = terms[j]!;
    // "he's a puppy", "I'd": another subject starts another thought.
    const contraction = /^(he|she|they|i|we|you|it)'/.test(term.lower);
    if (clauseBreaks.has(term.lower) || stopWords.has(term.lower) || contraction) break;
    // "we nearly lost Niamh's hat": the object is someone's; cut before it only if something is left.
    if (term.possessive) {
      if (lastBoundary === 0) return undefined;
      words.length = lastBoundary;
      break;
    }
    // A name or "her" in the middle would speak of someone in the third person: end the clause before it.
    // A clause about one recipient that names another reads oddly in a card to both: leave it out.
    if (typeof who !== 'string' && isPerson(j)) return undefined;
    if (typeof who === 'string' && (isPerson(j) || (who === 'we' && /^(his|her|him|hers)$/.test(term.lower)))) {
      // "we nearly lost Niamh's hat" cut to "we nearly lost" loses its object: leave the clause out.
      if (lastBoundary === 0) return undefined;
      words.length = lastBoundary;
      break;
    }
    if (!/^[\p{L}\p{N}][\p{L}\p{N}'-]*$/u.test(term.text) || !isQuotable(term.lower)) return undefined;
    if (hasTag(term, 'Preposition')) lastBoundary = words.length;
    if (words.length === maxWords) {
      words.length = lastBoundary;
      break;
    }
    const forms = who === 'you' ? youForms : who === 'we' ? weForms : {};
    words.push(forms[term.lower] ?? (keepsCapitals(term) ? term.text : term.lower));
    if (endsClause(term)) break;
  }
  // A clause does not end on "the", "at" or "and".
  while (words.length > 0 && /^(the|a|an|to|at|in|on|of|with|for|your|our|my|from|by)$/.test(words.at(-1)!))
    words.pop();
  return words;
}

/**
 * What the recipient (or the teller with them) did, from sentences like "Dad burned the turkey
 * twice" or "Sarah and I got lost": only a past-tense (or present, made past) verb right after
 * a subject we know, and only up to the end of that clause, so the card never quotes half a thought.
 */
export function findDeeds(terms: Term[], subjectOf: SubjectOf, isPerson: (index: number) => boolean): Deed[] {
  const deeds: Deed[] = [];
  for (let i = 1; i < terms.length; i += 1) {
    const verb = terms[i]!;
    if (!hasTag(verb, 'Verb') || (hasTag(verb, 'Participle') && !hasTag(terms[i - 1]!, 'Auxiliary'))) continue;
    let subjectAt = i - 1;
    while (subjectAt >= 0 && hasTag(terms[subjectAt]!, 'Adverb') && terms[subjectAt]!.sentence === verb.sentence)
      subjectAt -= 1;
    if (subjectAt < 0 || terms[subjectAt]!.sentence !== verb.sentence || endsClause(terms[subjectAt]!)) continue;
    const who = subjectOf(subjectAt);
    if (!who) continue;
    const adverbs = terms.slice(subjectAt + 1, i).map((term) => term.lower);
    let verbEnd = i;
    const verbs = [pastTense(verb, who, terms[i - 1])];
    // "was dancing", "had forgotten", "got lost", "went off".
    while (
      hasTag(terms[verbEnd]!, 'Auxiliary', 'Copula') &&
      hasTag(terms[verbEnd + 1], 'Verb') &&
      terms[verbEnd + 1]!.sentence === verb.sentence
    ) {
      verbEnd += 1;
      verbs.push(terms[verbEnd]!.lower);
    }
    // "Biscuit turns 5" is the occasion, which the greeting already says.
    if (verbs.some((word) => !word || !isQuotable(word)) || /^turn/.test(verb.lower)) continue;
    const rest = restOf(terms, verbEnd + 1, who, isPerson);
    // "you set off" says nothing; a clause needs more than a particle after its verb.
    if (!rest || (rest.length > 0 && rest.every((word) => particles.has(word)))) continue;
    const subject = typeof who === 'string' ? who : who.name;
    const clause = [subject, ...adverbs, ...verbs, ...rest].join(' ');
    if (clause.length <= 60 && clause.split(' ').length >= 2) deeds.push({ clause });
    i = verbEnd;
  }
  return deeds;
}
