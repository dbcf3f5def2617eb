/**
 * The writer judge: finds the slips a customer would not print in card options written from a
 * description. Any writer can be judged (the embedded one, a model); `npm run bench writer`
 * prints the share of options with a slip over tests/fixtures/writer-corpus.json.
 *
 * Annotation conventions of the corpus (one entry per description):
 * - `recipients`: whom a card written from the description is naturally for, spelt as the card
 *   should name them ("Mom", "Grandpa Joe", "Sister" for "my sistr"); both of "Mom and Dad"; the
 *   pet for a pet's birthday; [] when nobody is named ("you carried me...", "he burned...") or
 *   when it is ambiguous (Christmas at Nana's with Leo: neither is surely the recipient).
 * - `mentioned`: other beings named in it (people, pets, "the twins"); generous when ambiguous,
 *   so a writer that guesses an addressee is caught.
 * - `places`: place names and place phrases ("Mount Tam", "Turkey", "the lake house").
 * - `occasion`: what the card celebrates, with its number ("40th anniversary" -> 40).
 * - `phrases`: every noun or activity phrase a careful human would accept quoted in "Remember
 *   {x}?" or "Here's to {x}", including natural rewrites of its verbs ("burning the turkey
 *   twice"); never bare modifiers ("twice", "barefoot", "right").
 * Recipients, mentioned beings and places count as phrases too. Phrases are compared after
 * normaliseText and dropping leading determiners and possessives (writer-judge-text.mjs).
 *
 * A writer's trace (writeOfflineTraced: phrases[i] for option i) may hold gold phrases, runs of
 * them that end in a noun ("the turkey" from "burning the turkey twice", never "turkey twice"),
 * names joined by "and", occasion greetings (ignored: not the customer's words), and clauses
 * ("you burned the turkey twice"), which must follow the description word for word up to
 * person, possessive and verb form, and stand where a clause can ("the day ...", "when ...").
 *
 * Slip kinds: wrong-addressee, missing-person, article, fragment, repeated, garbled (see each
 * check below). The judge leans to flagging: a slip it invents is a bug to fix here.
 */
import nlp from 'compromise';
import { addresseeProblem, addressees, greeting, nameSlips, namesRecipient } from './writer-addressee.mjs';
import { articleErrors, garbledText, normalisePhrase, normaliseText } from './writer-judge-text.mjs';

export { normalisePhrase, startsWithVowelSound } from './writer-judge-text.mjs';

/** @typedef {import('./writer-judge.d.mts').CorpusEntry} CorpusEntry */
/** @typedef {import('./writer-judge.d.mts').CardText} CardText */
/** @typedef {import('./writer-judge.d.mts').Slip} Slip */

export const slipKinds = ['wrong-addressee', 'missing-person', 'article', 'fragment', 'repeated', 'garbled'];
const parts = ['front', 'inside', 'back'];

// --- fragments ------------------------------------------------------------------------------

/** Words that end no noun phrase, whatever a tagger thinks of them in context. */
const neverNouns = new Set(
  'twice|once|thrice|again|barefoot|born|ago|yesterday|together|finally|still|already|almost|always|never|ever|very|really|too|also|just|even|right|left|away|anyway|instead|afterwards|later|soon|tonight|forever|somehow|everywhere|upside|down|off|out|up'.split(
    '|',
  ),
);
/** Adjectives that do head a phrase after "the"/"my": "the best", "my favourite", "a little". */
const headAdjectives =
  /^(?:dear|darling|present|best|worst|most|least|same|rest|other|others|usual|impossible|unexpected|unknown|new|old|good|bad|own|few|many|favourite|favorite|little|lot|bit|while|whole|latter|former|first|second|third|last|next|\w+est)$/;
const tagsCache = new Map();
function tagsOf(text) {
  if (!tagsCache.has(text))
    tagsCache.set(
      text,
      nlp(text)
        .terms()
        .json()
        .map((term) => term.terms[0]?.tags ?? []),
    );
  return tagsCache.get(text);
}
const isNoun = (tags) => tags.includes('Noun') || tags.includes('Value') || tags.includes('ProperNoun');

/** Normalised gold phrases of an entry, each with its words and their tags in that phrase. */
function goldPhrases(entry) {
  const all = [...entry.phrases, ...entry.recipients, ...entry.mentioned, ...entry.places];
  return all.map((phrase) => {
    const words = normalisePhrase(phrase).split(' ');
    return { words, tags: tagsOf(words.join(' ')) };
  });
}

/**
 * Whether a traced phrase is a gold phrase, or a run of one that still ends in a noun.
 * @param {CorpusEntry} entry
 * @param {string} phrase
 * @returns {boolean}
 */
export function isGoldPhrase(entry, phrase) {
  const wanted = normalisePhrase(phrase).split(' ').filter(Boolean);
  if (wanted.length === 0) return true;
  for (const gold of goldPhrases(entry)) {
    if (gold.words.join(' ') === wanted.join(' ')) return true;
    for (let from = 0; from + wanted.length <= gold.words.length; from += 1) {
      if (!wanted.every((word, i) => gold.words[from + i] === word)) continue;
      const last = wanted.length - 1;
      const lastTags = gold.tags[from + last] ?? [];
      const firstTags = gold.tags[from] ?? [];
      const endsInNoun = isNoun(lastTags) && !neverNouns.has(wanted[last]);
      const startsBadly = ['Preposition', 'Conjunction', 'Adverb'].some((tag) => firstTags.includes(tag));
      // "pounds" of "7 pounds of perfect" and "Tom's" of "Tom's stag do" are not things of their own.
      const afterNumber = from > 0 && (gold.tags[from - 1] ?? []).includes('Value');
      const cutPossessive = /'s$/.test(wanted[last]) && from + last < gold.words.length - 1;
      if (endsInNoun && !startsBadly && !afterNumber && !cutPossessive) return true;
    }
  }
  return false;
}

const subjects = new Set(['i', 'you', 'we', 'he', 'she', 'they']);
const possessives = new Set(['my', 'your', 'his', 'her', 'their', 'our']);
const lemmas = new Map();
/** A verb's dictionary form ("taught" -> "teach"), or the word without its ending. */
function lemma(word) {
  if (!lemmas.has(word)) lemmas.set(word, nlp(word).verbs().toInfinitive().text() || stem(word));
  return lemmas.get(word);
}
const stem = (word) => word.replace(/ied$/, 'y').replace(/(?:ed|ing|es|s)$/, '');
const be = new Set(['am', 'is', 'are', 'was', 'were']);
// "she planned it herself" said to her is "you planned it yourself".
const reflexives = new Set(['myself', 'yourself', 'himself', 'herself', 'ourselves', 'yourselves', 'themselves']);
/** Who someone is to the teller: "To the best brother there is" quotes the description's "my little brother". */
const relationNouns = new Set(
  'sister brother wife husband partner boyfriend girlfriend son daughter friend boss teacher coach mum mom dad'.split(
    ' ',
  ),
);
/**
 * Words a clause may change when it speaks to the person: "she forgot her shoes" -> "you forgot
 * your shoes", "grandpa teaching the twins" -> "you taught the twins".
 */
const sameRole = (a, b) =>
  a === b ||
  (possessives.has(a) && possessives.has(b)) ||
  (subjects.has(a) && subjects.has(b)) ||
  (be.has(a) && be.has(b)) ||
  (reflexives.has(a) && reflexives.has(b)) ||
  stem(a) === stem(b) ||
  lemma(a) === lemma(b);
const clauseSlot =
  /(?:\b(?:day|time|moment|night|morning|when|how|that|since|because|where|after|before|until|while|as|remember|and|but|then|so|if)|[,:;—–(.!?…\n]|^)\s*$/i;

/**
 * Why a traced phrase does not read where the option put it, or null when it does. A traced
 * phrase is a noun phrase from the gold list, names joined by "and", an occasion greeting (not
 * the description's words, so not judged), or a clause ("you burned the turkey twice") whose
 * words after the subject follow the description in order and that sits where a clause can.
 * @param {CorpusEntry} entry
 * @param {string} phrase
 * @param {string} text the option's front, inside and back
 * @returns {string | null}
 */
export function tracedPhraseProblem(entry, phrase, text) {
  const plain = phrase.trim();
  if (!plain || greeting.test(plain) || isGoldPhrase(entry, plain)) return null;
  const lower = plain.toLowerCase();
  if (relationNouns.has(lower) && normaliseText(entry.description).split(' ').includes(lower)) return null;
  const parts = plain.split(/\s*(?:,|&|\band\b)\s*/i).filter(Boolean);
  if (parts.length > 1 && parts.every((part) => isGoldPhrase(entry, part))) return null;
  const words = normaliseText(plain).split(' ');
  if (
    !subjects.has(words[0]) &&
    !entry.recipients.concat(entry.mentioned).some((name) => normalisePhrase(name) === words[0])
  ) {
    return `"${phrase}" is not a phrase of the description`;
  }
  const said = normaliseText(entry.description).split(' ');
  const rest = words.slice(1);
  const faithful = said.some(
    (_, from) =>
      rest.length > 0 && rest.every((word, i) => said[from + i] !== undefined && sameRole(word, said[from + i])),
  );
  if (!faithful) return `"${phrase}" does not say what the description says`;
  const restText = rest.join(' ');
  const spokenOf = entry.recipients.find((recipient) => namesRecipient(restText, recipient));
  if (spokenOf) return `"${phrase}" speaks of ${spokenOf} in the third person`;
  if (words[0] === 'you' && rest.some((word) => /^(?:he|she|he's|she's|him|himself|herself)$/.test(word))) {
    return `"${phrase}" turns only half of the sentence to "you"`;
  }
  const at = text.toLowerCase().indexOf(plain.toLowerCase());
  if (at >= 0 && !clauseSlot.test(text.slice(0, at))) return `"${phrase}" is a clause where a noun phrase is needed`;
  return null;
}

const det = '(?:the|a|an|that|this|those|these|your|my|our|his|her|their)';
// "do this again", "did that twice": a demonstrative on its own is a pronoun, so it is not tested.
const article = '(?:the|a|an|your|my|our|his|her|their)';
const after =
  '(?=\\s*(?:[,.!?;:)…]|$|\\s(?:and|or|but|was|is|were|are|has|had|equals|reminds|never|will|to every)\\b))';
const lonelyWord = new RegExp(`(?<![\\p{L}'’-])${article}\\s+([\\p{L}'’-]+)${after}`, 'giu');
const trailingModifier = new RegExp(
  `(?:^|[,;:]|\\b(?:and|of|about|from|between|for|like|with|to|at|why|than)\\s)\\s*(${det}\\s+(?:[\\p{L}'’-]+\\s+){1,3}(twice|once|again|barefoot|born|ago|yesterday|together))${after}`,
  'giu',
);

/**
 * Phrase slots filled with something that is not a noun phrase, found without a trace.
 * @param {string} text
 * @returns {string[]}
 */
export function fragmentPatterns(text) {
  const found = [];
  for (const match of text.matchAll(lonelyWord)) {
    const word = match[1].toLowerCase();
    const before = text.slice(0, match.index).toLowerCase();
    if ((word === 'right' || word === 'left') && /\b(?:to|on|at|from|by)\s*$/.test(before)) continue;
    if (word === 'blue' && /\b(?:into|out of)\s*$/.test(before)) continue;
    if (headAdjectives.test(word)) continue;
    const tags = tagsOf(word)[0] ?? [];
    // "a pro", "a natural": after a/an many adjectives are nouns; only definite phrases are tested.
    const definite = !/^an?\s/i.test(match[0]);
    const modifier =
      definite &&
      ['Adverb', 'Adjective', 'PastTense', 'Date'].some((tag) => tags.includes(tag)) &&
      !tags.includes('Noun');
    if (neverNouns.has(word) || modifier) found.push(`"${match[0].trim()}" is not a noun phrase`);
  }
  for (const match of text.matchAll(trailingModifier)) found.push(`"${match[1]}" is not a noun phrase`);
  // "Evidence filed under: twice", "thank you for barefoot": a preposition with only a modifier.
  const bare = new RegExp(
    `\\b(?:under|of|about|for|like|with|from|to):?\\s+(twice|thrice|barefoot|born|ago|yesterday)${after}`,
    'giu',
  );
  for (const match of text.matchAll(bare)) found.push(`"${match[0].trim()}": "${match[1]}" is not a noun phrase`);
  // "Somewhere between the dog, you..." : "between" was given one thing where it needs two.
  for (const match of text.matchAll(/\bbetween\s+([^,.!?;:]+?)\s*[,.!?;:]/giu)) {
    const inside = match[1];
    if (!/\band\b|&|\bus\b|\bthem\b|\bfriends\b|\bthe lines\b/i.test(inside))
      found.push(`"between ${inside}" needs two things`);
  }
  return found;
}

// --- repeats --------------------------------------------------------------------------------

/** @param {string} text */
const wordSet = (text) => new Set(normaliseText(text).split(' ').filter(Boolean));
/**
 * Shared words over all words of two texts, 0 to 1.
 * @param {string} a
 * @param {string} b
 */
export function jaccard(a, b) {
  const left = wordSet(a);
  const right = wordSet(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  const union = new Set([...left, ...right]).size;
  return union === 0 ? 1 : shared / union;
}

function repeatsOf(options, previous) {
  const slips = [];
  options.forEach((option, index) => {
    const earlier = [
      ...previous.map((other, at) => ({ other, name: `shown option ${at + 1}` })),
      ...options.slice(0, index).map((other, at) => ({ other, name: `option ${at + 1}` })),
    ];
    for (const { other, name } of earlier) {
      const same = parts.filter((part) => normaliseText(option[part]) === normaliseText(other[part]));
      if (same.length > 0)
        slips.push({ option: index, kind: 'repeated', detail: `same ${same.join(', ')} as ${name}` });
      else if (jaccard(option.inside, other.inside) >= 0.8) {
        slips.push({ option: index, kind: 'repeated', detail: `inside nearly the same as ${name}` });
      }
    }
  });
  return slips;
}

// --- the judge ------------------------------------------------------------------------------

/**
 * Every slip in one set of options. `trace[i]`: the description phrases the writer put in
 * option i, when it can say. `previous`: the set shown before a Load More, for repeats.
 * @param {CorpusEntry} entry
 * @param {readonly CardText[]} options
 * @param {readonly (readonly string[])[]} [trace]
 * @param {readonly CardText[]} [previous]
 * @returns {Slip[]}
 */
export function judgeOptions(entry, options, trace, previous = []) {
  const slips = [];
  options.forEach((option, index) => {
    const add = (kind, detail) => {
      if (!slips.some((slip) => slip.option === index && slip.kind === kind && slip.detail === detail)) {
        slips.push({ option: index, kind, detail });
      }
    };
    const whole = parts.map((part) => option[part]).join('\n');
    for (const part of parts) {
      const text = option[part];
      for (const { who, strict, toast, knownOnly } of addressees(text)) {
        const problem = addresseeProblem(entry, who, strict);
        if (!problem || (toast && problem.place) || (knownOnly && !problem.known)) continue;
        add('wrong-addressee', `${part}: ${problem.text}`);
      }
      for (const error of articleErrors(text)) add('article', `${part}: ${error}`);
      for (const fragment of fragmentPatterns(text)) add('fragment', `${part}: ${fragment}`);
      for (const problem of garbledText(text, entry.description)) add('garbled', `${part}: ${problem}`);
      for (const slip of nameSlips(entry, text)) add(slip.kind, `${part}: ${slip.detail}`);
    }
    for (const recipient of entry.recipients) {
      if (!namesRecipient(whole, recipient)) add('missing-person', `${recipient} is not named`);
    }
    for (const phrase of trace?.[index] ?? []) {
      const problem = tracedPhraseProblem(entry, phrase, whole);
      if (problem) add('fragment', problem);
    }
  });
  slips.push(...repeatsOf(options, previous));
  return slips.sort((a, b) => a.option - b.option);
}

/** The options of a set that have at least one slip. */
export const slippedOptions = (slips) => new Set(slips.map((slip) => slip.option));
