import type { CardOption } from '../../shared/api/generate.js';
import type { Tone } from '../../shared/creation-rules.js';
import { attackWords, bodyParts, identityWords, slurs, threatPhrases } from './safety-words.js';

type SafetyVerdict =
  { safe: true } | { safe: false; reason: 'slur' | 'attack' | 'threat' | 'identity' | 'body'; match: string };

/** Lower case, accents off, "l33t" digits back to letters, punctuation to spaces. */
function normalizeForSafety(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(
      /[0134578@$]/g,
      (c) => ({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's' })[c]!,
    )
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z']+/g, ' ')
    .trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-word (or whole-phrase) pattern, with an optional plural or -ed ending. */
function wordPattern(words: readonly string[], stretchLetters = false): RegExp {
  const alternatives = words.map((word) =>
    stretchLetters ? [...word].map((letter) => `${escape(letter)}+`).join('') : escape(word).replace(/ /g, ' +'),
  );
  return new RegExp(`(?:^|[^a-z])(${alternatives.join('|')})(?:s|es|ed|z)?(?=$|[^a-z])`);
}

const slurPattern = wordPattern(slurs, true);
const attackPattern = wordPattern(attackWords);
const threatPattern = wordPattern(threatPhrases);
const identityPattern = wordPattern(identityWords);
const bodyPattern = new RegExp(
  `(?:^|[^a-z])((?:your|his|her|their|that|those|them) +(?:[a-z]+ +)?(?:${bodyParts.map(escape).join('|')}))(?=$|[^a-z])`,
);

/**
 * Checks one piece of text. Slurs, insults about who someone is and threats fail in every tone;
 * in a roast, so does bringing up age, body, race, religion, gender, sexuality or disability at all.
 */
export function checkText(text: string, tone: Tone): SafetyVerdict {
  const normalized = normalizeForSafety(text);
  const checks: [RegExp, Exclude<SafetyVerdict, { safe: true }>['reason'], boolean][] = [
    [slurPattern, 'slur', true],
    [threatPattern, 'threat', true],
    [attackPattern, 'attack', true],
    [identityPattern, 'identity', tone === 'roast'],
    [bodyPattern, 'body', tone === 'roast'],
  ];
  for (const [pattern, reason, applies] of checks) {
    if (!applies) continue;
    const match = pattern.exec(normalized);
    if (match) return { safe: false, reason, match: match[1]! };
  }
  return { safe: true };
}

export function checkOption(option: CardOption, tone: Tone): SafetyVerdict {
  for (const text of [option.front, option.inside, option.back]) {
    const verdict = checkText(text, tone);
    if (!verdict.safe) return verdict;
  }
  return { safe: true };
}

/**
 * Whether a word from the customer's description may be quoted in any card: the offline writer
 * leaves out words the filter would stop (the customer's "my fat cat" never becomes a roast line).
 */
export function isQuotable(word: string): boolean {
  return checkText(word, 'roast').safe;
}

/** Splits options into the ones a customer may see and the ones the filter stopped. */
export function partitionSafe(options: readonly CardOption[], tone: Tone) {
  const safe: CardOption[] = [];
  const dropped: { option: CardOption; verdict: SafetyVerdict }[] = [];
  for (const option of options) {
    const verdict = checkOption(option, tone);
    if (verdict.safe) safe.push(option);
    else dropped.push({ option, verdict });
  }
  return { safe, dropped };
}
