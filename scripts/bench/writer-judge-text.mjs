/**
 * Text helpers of the writer judge (writer-judge.mjs): normalising phrases, finding names in a
 * line, and the two checks that need no description at all: articles and garbled text.
 */

export const determiners = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'your',
  'his',
  'her',
  'their',
  'that',
  'those',
  'this',
  'these',
]);

/** Lower case, straight apostrophes, letters/digits/apostrophes/hyphens only, single spaces. */
export function normaliseText(text) {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{M}\p{N}'\s-]+/gu, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** normaliseText, then every leading determiner or possessive dropped ("my dog" -> "dog"). */
export function normalisePhrase(text) {
  const words = normaliseText(text).split(' ').filter(Boolean);
  while (words.length > 1 && determiners.has(words[0])) words.shift();
  return words.join(' ');
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `name` occurs in `text` as whole words, case-insensitively ("Mom" in "mom's"). */
export function mentions(text, name) {
  const trimmed = name.normalize('NFC').trim();
  if (!trimmed) return false;
  const words = trimmed.split(/\s+/).map(escape).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${words}(?![\\p{L}\\p{M}\\p{N}])`, 'iu').test(text.normalize('NFC'));
}

/** Sentences (or lines) of a card part, each with where it starts. */
export function sentences(text) {
  const found = [];
  const pattern = /[^.!?…\n]+(?:[.!?…]+|$)/gm;
  for (const match of text.matchAll(pattern)) {
    if (match[0].trim()) found.push({ text: match[0], start: match.index });
  }
  return found;
}

// --- articles -------------------------------------------------------------------------------

/** Words spelt with a vowel that start with a consonant sound, and the other way round. */
const consonantSound =
  /^(?:uni(?!nvit|nform|nhib|nstall|nterest|ntend|ntention|mag|mpress|dent)|use|usu|usa|ura|uri|uro|ute|uti|eu|ewe|one\b|one-|once|ouija|ufo|uk\b|u-)/;
const vowelSound = /^(?:hour|honest|honou?r|heir)/;
/** Letters whose name starts with a vowel sound: "an MBA", "an X-ray", "a UFO". */
const vowelLetters = new Set(['a', 'e', 'f', 'h', 'i', 'l', 'm', 'n', 'o', 'r', 's', 'x']);
/** Read letter by letter although they hold a vowel; other capitals with vowels are words. */
const knownInitialisms = new Set([
  'mba',
  'fbi',
  'nba',
  'nfl',
  'mri',
  'suv',
  'faq',
  'hr',
  'ma',
  'ba',
  'la',
  'nyc',
  'usa',
  'eu',
  'un',
  'ufo',
  'rsvp',
  'er',
  'icu',
  'mvp',
  'ai',
  'ceo',
  'md',
  'phd',
  'msc',
  'bsc',
  'rv',
  'atv',
  'ipa',
]);

/**
 * Whether the word after "a"/"an" starts with a vowel sound; undefined when it cannot tell.
 * `shouting`: the text is in capitals, so "FAN" is a word, not the letters F-A-N.
 */
export function startsWithVowelSound(word, shouting = false) {
  const clean = word.replace(/^['"“‘(]+/, '');
  if (!clean) return undefined;
  const digits = /^(\d[\d,]*)/.exec(clean);
  if (digits) {
    const number = digits[1].replace(/,/g, '');
    if (number.startsWith('8')) return true;
    // 11 and 18 are read "eleven"/"eighteen" when they lead a group of thousands: 11, 18th, 11,000.
    return (number.startsWith('11') || number.startsWith('18')) && number.length % 3 === 2;
  }
  const letters = clean.replace(/[^\p{L}-]/gu, '');
  if (!letters) return undefined;
  const lower = letters.toLowerCase();
  const capitals = /^[A-Z]{2,5}s?$/.test(letters) || /^[A-Z][a-z]?[A-Z]{1,3}$/.test(letters);
  if (
    capitals &&
    (knownInitialisms.has(lower.replace(/s$/, '')) || !/[aeiouy]/.test(lower) || (!shouting && letters.length <= 3))
  ) {
    return vowelLetters.has(lower[0]);
  }
  if (lower.length === 1) return vowelLetters.has(lower);
  if (vowelSound.test(lower)) return true;
  if (consonantSound.test(lower)) return false;
  return /^[aeiou]/.test(lower);
}

/** "a ocean", "an unicorn", "a 80th": each wrong article with the words around it. */
export function articleErrors(text) {
  const errors = [];
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouting = letters.length > 8 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.6;
  for (const match of text.matchAll(/(?<![\p{L}\p{M}\p{N}'’.-])(a|an)\s+([\p{L}\p{N}'’"“‘(-]\S*)/giu)) {
    const article = match[1].toLowerCase();
    // "Plan A is..." or "vitamin A": a capital "A" after a word that is not a sentence start.
    if (match[1] === 'A' && !shouting && !/(?:^|[.!?:…"“]\s*)$/.test(text.slice(0, match.index).trimEnd())) continue;
    const vowel = startsWithVowelSound(match[2], shouting);
    if (vowel === undefined) continue;
    if (vowel && article === 'a') errors.push(`"${match[0]}" needs "an"`);
    if (!vowel && article === 'an') errors.push(`"${match[0]}" needs "a"`);
  }
  return errors;
}

// --- garbled text ---------------------------------------------------------------------------

const leftovers = /undefined|\bnull\b|\bNaN\b|\[object|[{}[\]<>]|\$\{|%s|__|\(\s*\)/;
const allowedDoubles = new Set([
  'had had',
  'that that',
  'bye bye',
  'ha ha',
  'no no',
  'so so',
  'very very',
  'really really',
  'hip hip',
]);
const abbreviation = /(?:\b(?:mr|mrs|ms|dr|st|vs|etc|e\.g|i\.e|a\.m|p\.m|jr|sr)|\b\p{L})\.$/iu;
/** Pictographs that are emoji; ©, ® and ™ are ordinary text characters every font has. */
const emoji = /(?![©®™])\p{Extended_Pictographic}/u;

/** What makes a part look machine-made: template leftovers, doubled words, bad punctuation. */
export function garbledText(text, description = '') {
  const problems = [];
  if (!text.trim()) return ['empty text'];
  const leftover = leftovers.exec(text);
  if (leftover) problems.push(`leftover "${leftover[0]}"`);
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])([\p{L}\p{N}']+)\s+\1(?![\p{L}\p{N}])/giu)) {
    if (!allowedDoubles.has(match[0].toLowerCase().replace(/\s+/g, ' '))) problems.push(`doubled "${match[0]}"`);
  }
  if (/\s[,.;:!?]/.test(text)) problems.push('space before punctuation');
  if (/[,;:]\s*[,.;:!?]|[.!?]\s*[,;:]|(?<!\.)\.\.(?!\.)|,\s*$/.test(text))
    problems.push('empty clause or stray punctuation');
  for (const sentence of sentences(text)) {
    const before = text.slice(0, sentence.start).trimEnd();
    if (/(?:\.\.\.|…)$/.test(before) || abbreviation.test(before)) continue;
    const first = /[\p{L}]/u.exec(sentence.text.replace(/^[\s"“‘'(]+/, '').slice(0, 1));
    if (first && first[0] !== first[0].toUpperCase())
      problems.push(`lower-case sentence start "${sentence.text.trim().slice(0, 20)}"`);
  }
  const pictograph = emoji.exec(text);
  if (pictograph) {
    const from = description.includes(pictograph[0]) ? ' from the description' : '';
    problems.push(`emoji ${pictograph[0]}${from} (the card fonts cannot print emoji)`);
  }
  return problems;
}
