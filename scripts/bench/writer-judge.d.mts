export type OccasionKind =
  | 'birthday'
  | 'wedding'
  | 'engagement'
  | 'graduation'
  | 'retirement'
  | 'anniversary'
  | 'new-baby'
  | 'christmas'
  | 'hanukkah'
  | 'diwali'
  | 'eid'
  | 'thanksgiving'
  | 'easter'
  | 'new-year'
  | 'valentines'
  | 'mothers-day'
  | 'fathers-day'
  | 'thank-you';

/** One description of tests/fixtures/writer-corpus.json with its gold reading. */
export interface CorpusEntry {
  description: string;
  recipients: string[];
  mentioned: string[];
  places: string[];
  occasion: { kind: OccasionKind; number?: number } | null;
  phrases: string[];
}

export interface CardText {
  front: string;
  inside: string;
  back: string;
}

export type SlipKind = 'wrong-addressee' | 'missing-person' | 'article' | 'fragment' | 'repeated' | 'garbled';

export interface Slip {
  /** Index of the option in the judged set. */
  option: number;
  kind: SlipKind;
  detail: string;
}

export const slipKinds: readonly SlipKind[];

/**
 * Every slip in one set of options. `trace[i]`: the description phrases the writer placed in
 * option i. `previous`: the set shown before a Load More, for repeats across the two.
 */
export function judgeOptions(
  entry: CorpusEntry,
  options: readonly CardText[],
  trace?: readonly (readonly string[])[],
  previous?: readonly CardText[],
): Slip[];

export function slippedOptions(slips: readonly Slip[]): Set<number>;
export function isGoldPhrase(entry: CorpusEntry, phrase: string): boolean;
/** Why a traced phrase does not read where the option put it (`text`: the whole option), or null. */
export function tracedPhraseProblem(entry: CorpusEntry, phrase: string, text: string): string | null;
export function fragmentPatterns(text: string): string[];
export function jaccard(a: string, b: string): number;
export function normalisePhrase(text: string): string;
export function startsWithVowelSound(word: string, shouting?: boolean): boolean | undefined;
