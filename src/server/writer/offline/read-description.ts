import { isQuotable } from '../safety-filter.js';
import {
  calendarWords,
  describingWords,
  familyTitles,
  irregularPastVerbs,
  notActivities,
  occasions,
  placePrepositions,
  relations,
  stopwords,
  type Occasion,
} from './description-words.js';

/** What the offline writer understood from the customer's description. */
export interface DescriptionReading {
  /** Whom the card is for, as it may be addressed: "Sarah", "Grandpa Joe", "Mom". */
  name?: string;
  /** "sister", "friend": for "the best sister anyone could ask for". */
  relation?: string;
  occasion?: Occasion;
  /** Noun phrases worth quoting: "the lake", "our road trip", "the Grand Canyon". */
  topics: string[];
  place?: string;
  /** An -ing activity: "fishing", "karaoke-ing" is not a word, so only real -ing words. */
  activity?: string;
  /** Content words by importance. */
  keywords: string[];
}

interface Token {
  text: string;
  lower: string;
  /** Written with 's: "Dad's". */
  possessive: boolean;
  /** First word of a sentence, where capitals say nothing about names. */
  sentenceStart: boolean;
}

function tokenize(description: string): Token[] {
  const tokens: Token[] = [];
  let sentenceStart = true;
  for (const match of description.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[.!?]+|[^\s\p{L}\p{N}]/gu)) {
    const raw = match[0].replace(/[’]/g, "'");
    if (/^[.!?]+$/.test(raw)) {
      sentenceStart = true;
      continue;
    }
    if (!/\p{L}/u.test(raw)) continue;
    const text = raw.replace(/'s?$/i, '');
    tokens.push({ text, lower: text.toLowerCase(), possessive: text !== raw, sentenceStart });
    sentenceStart = false;
  }
  return tokens;
}

const isCapitalized = (token: Token) => /^\p{Lu}/u.test(token.text);
const isVerbish = (token: Token) => irregularPastVerbs.has(token.lower) || /(ed|ly)$/.test(token.lower);
const endsPhrase = (token: Token) => isVerbish(token) || stopwords.has(token.lower);
const isContent = (token: Token) =>
  !stopwords.has(token.lower) && !describingWords.has(token.lower) && !isVerbish(token) && token.lower.length >= 3;

/** A capitalized word counts as a name unless it is only capitalized for starting a sentence. */
function looksLikeName(tokens: Token[], index: number): boolean {
  const token = tokens[index]!;
  if (!isCapitalized(token) || stopwords.has(token.lower) || token.text.length < 2) return false;
  if (calendarWords.has(token.lower)) return false;
  if (!token.sentenceStart) return true;
  // At a sentence start only a word that acts like a name counts: "Emma finally did it", "Sarah and I".
  if (token.lower.endsWith('ing') || describingWords.has(token.lower)) return false;
  const next = tokens[index + 1];
  const afterNext = tokens[index + 2];
  const capitalizedElsewhere = tokens.some(
    (other, at) => at !== index && !other.sentenceStart && other.text === token.text,
  );
  const nameAndMe = next?.lower === 'and' && (afterNext?.lower === 'i' || afterNext?.lower === 'me');
  const nameThenVerb = next !== undefined && isVerbish(next);
  return (
    capitalizedElsewhere ||
    nameAndMe ||
    nameThenVerb ||
    (next !== undefined && isCapitalized(next) && !next.sentenceStart)
  );
}

function findNames(tokens: Token[]): { people: string[]; places: string[] } {
  const people: string[] = [];
  const places: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (
      !looksLikeName(tokens, i) &&
      !(familyTitles[tokens[i]!.lower] && tokens[i + 1] && looksLikeName(tokens, i + 1))
    ) {
      continue;
    }
    const start = i;
    while (i + 1 < tokens.length && looksLikeName(tokens, i + 1) && !tokens[i + 1]!.sentenceStart) i += 1;
    const words = tokens.slice(start, i + 1).map((token) => token.text);
    const before = tokens[start - 1]?.lower ?? '';
    const name = words.join(' ');
    if (placePrepositions.has(before) || before === 'the') places.push(before === 'the' ? `the ${name}` : name);
    else if (!familyTitles[tokens[start]!.lower] || words.length > 1) people.push(name);
  }
  return { people, places };
}

/** "my dad" gives Dad to address; "my sister" gives a relation to praise. */
function findRelation(tokens: Token[]): { title?: string; relation?: string } {
  for (let i = 0; i < tokens.length; i += 1) {
    const owner = tokens[i - 1]?.lower ?? '';
    const word = tokens[i]!.lower;
    // "Mom taught the kids": a capitalized family title is used as a name.
    if (familyTitles[word] && isCapitalized(tokens[i]!) && !tokens[i + 1]?.text.match(/^\p{Lu}/u)) {
      return { title: familyTitles[word], relation: word === 'mother' || word === 'father' ? undefined : word };
    }
    if (!['my', 'our', 'your', 'best'].includes(owner)) continue;
    if (familyTitles[word])
      return { title: familyTitles[word], relation: word === 'mother' || word === 'father' ? undefined : word };
    if (relations.has(word)) return { relation: word === 'sis' ? 'sister' : word === 'bro' ? 'brother' : word };
  }
  return {};
}

const determiners: Record<string, string> = {
  the: 'the',
  our: 'our',
  your: 'your',
  that: 'that',
  those: 'those',
  // The card is written to the recipient, so the teller's "my trip" reads better as "that trip".
  my: 'that',
  his: 'that',
  her: 'that',
  their: 'that',
  this: 'that',
  a: 'that',
  an: 'that',
};

function findTopics(tokens: Token[]): string[] {
  const topics: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    let determiner = determiners[tokens[i]!.lower];
    if (!determiner) continue;
    let start = i + 1;
    // "my dad's fishing trip", when Dad is the one the card is for, is "your fishing trip".
    const owner = tokens[start];
    if (owner?.possessive && (relations.has(owner.lower) || familyTitles[owner.lower])) {
      determiner = 'your';
      start += 1;
    }
    const words: string[] = [];
    for (let j = start; j < tokens.length && words.length < 5; j += 1) {
      const token = tokens[j]!;
      if (endsPhrase(token) || relations.has(token.lower) || familyTitles[token.lower]) break;
      words.push(isCapitalized(token) && !token.sentenceStart ? token.text : token.lower);
      if (token.possessive) break;
    }
    // The last words carry the meaning ("the long summer road trip" keeps "summer road trip").
    words.splice(0, Math.max(0, words.length - 3));
    while (words.length > 1 && (/^\d/.test(words[0]!) || describingWords.has(words[0]!))) words.shift();
    if (words.length === 0 || !words.some((word) => !stopwords.has(word.toLowerCase()))) continue;
    const plural = /[^s']s$/.test(words.at(-1)!);
    const phrase = `${determiner === 'that' && plural ? 'those' : determiner} ${words.join(' ')}`;
    if (phrase.length <= 40 && words.every(isQuotable)) topics.push(phrase);
  }
  return [...new Set(topics)];
}

function findKeywords(tokens: Token[], exclude: Set<string>): string[] {
  const counts = new Map<string, { word: string; count: number; first: number }>();
  tokens.forEach((token, index) => {
    if (!isContent(token) || exclude.has(token.lower) || relations.has(token.lower) || familyTitles[token.lower])
      return;
    if (!/^[\p{L}-]+$/u.test(token.lower) || token.lower.endsWith('ing') || !isQuotable(token.lower)) return;
    const entry = counts.get(token.lower) ?? { word: token.lower, count: 0, first: index };
    entry.count += 1;
    counts.set(token.lower, entry);
  });
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .map((entry) => entry.word)
    .slice(0, 6);
}

export function readDescription(description: string): DescriptionReading {
  const tokens = tokenize(description);
  const lower = description.toLowerCase();
  const occasionEntry = occasions.find(([pattern]) => pattern.test(lower));
  const occasion = occasionEntry?.[1];
  const { people, places } = findNames(tokens);
  const { title, relation } = findRelation(tokens);
  const nameWords = new Set([...people, ...places].join(' ').toLowerCase().split(/\s+/));
  const occasionWords = new Set(occasionEntry ? (lower.match(occasionEntry[0])?.[0] ?? '').split(/\s+/) : []);
  const activity = tokens
    .map((token) => token.lower)
    .find((word) => word.endsWith('ing') && word.length >= 6 && !notActivities.has(word) && isQuotable(word));
  const name = [...people, title].find((candidate) => candidate && isQuotable(candidate) && candidate.length <= 30);
  const topics = findTopics(tokens);
  // Nouns in phrases outrank the rest: "the lake" says more than "week".
  const topicWords = new Set(topics.join(' ').toLowerCase().split(/\s+/));
  const keywords = findKeywords(tokens, new Set([...nameWords, ...occasionWords, activity ?? '']));
  const headWords = new Set(topics.map((topic) => topic.split(' ').at(-1)!.toLowerCase()));
  const rank = (word: string) => (headWords.has(word) ? 2 : topicWords.has(word) ? 1 : 0);
  keywords.sort((a, b) => rank(b) - rank(a));
  const place = places.find((candidate) => candidate.length <= 30 && isQuotable(candidate));
  return {
    name,
    relation,
    occasion,
    topics: place && !topics.includes(place) ? [...topics, place] : topics,
    place,
    activity,
    keywords,
  };
}
