import nlp from 'compromise';

/** One word of the description as compromise tagged it. */
export interface Term {
  /** As written, without the possessive 's: "Dad", "Mount", "Nando". */
  text: string;
  /** Lower case, accents kept: "dad". */
  lower: string;
  tags: Set<string>;
  /** Written with 's (or s'): "Dad's". */
  possessive: boolean;
  /** First word of its sentence, where a capital says nothing about names. */
  sentenceStart: boolean;
  /** Punctuation written after the word (",", "!", " 🎓"): a comma ends a phrase. */
  after: string;
  /** Which sentence the word is in, from 0. */
  sentence: number;
}

interface CompromiseTerm {
  text: string;
  normal: string;
  tags: string[];
  pre: string;
  post: string;
}

/** Capitals only say something when the customer did not write in all capitals or all lower case. */
export function capitalsAreMeaningful(description: string): boolean {
  const letters = description.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((letter) => /\p{Lu}/u.test(letter)).length;
  return upper > 0 && upper < letters.length * 0.6;
}

/**
 * The description as tagged words, sentence by sentence. compromise knows parts of speech,
 * first names, places and verb forms; the writer adds what a card needs on top (who, where).
 * Emoji and symbols are dropped here: the card fonts cannot print them, and they are never words.
 */
export function readTerms(description: string): Term[] {
  const sentences = nlp(description).json({ terms: { tags: true, normal: true } }) as { terms: CompromiseTerm[] }[];
  const terms: Term[] = [];
  // In a description written in capitals, capitals say nothing: read it in lower case.
  const shouting = !capitalsAreMeaningful(description) && /\p{Lu}/u.test(description);
  sentences.forEach((sentence, index) => {
    let first = true;
    let hyphenBefore = false;
    for (const term of sentence.terms) {
      // compromise splits "Mei-Ling" and "ex-boss" in two; the card keeps them whole ("2026 - from" stays apart).
      const hyphenated = hyphenBefore;
      hyphenBefore = term.post === '-';
      const previous = terms.at(-1);
      if (previous && !first && hyphenated && previous.sentence === index) {
        previous.text += `-${term.text}`;
        previous.lower = previous.text.toLowerCase();
        previous.after = term.post.trim();
        previous.tags = new Set([...previous.tags, ...term.tags]);
        continue;
      }
      const raw = (shouting ? term.text.toLowerCase() : term.text).replace(/[’‘]/g, "'");
      // "Mom & Dad": the ampersand stays, it joins names like "and".
      const joiner = raw === '&' || raw === '+';
      if ((!joiner && !/\p{L}|\p{N}/u.test(raw)) || term.tags.includes('Emoji') || term.tags.includes('Emoticon'))
        continue;
      const possessive = /'s?$/i.test(raw) && !/^(it|let|that|what|there|here|he|she)'s$/i.test(raw);
      const text = possessive ? raw.replace(/'s?$/i, '') : raw;
      terms.push({
        text,
        lower: text.toLowerCase(),
        tags: new Set(term.tags),
        possessive,
        sentenceStart: first,
        after: term.post.trim(),
        sentence: index,
      });
      first = false;
    }
  });
  return terms;
}

export const isCapitalized = (term: Term) => /^\p{Lu}/u.test(term.text);
export const hasTag = (term: Term | undefined, ...tags: string[]) => !!term && tags.some((tag) => term.tags.has(tag));
/** A comma, colon or dash after the word ends the phrase it is in. */
export const endsClause = (term: Term) => /[,;:—–-]|[.!?]/.test(term.after);

/** The infinitive's other forms: "burn" → { PastTense: "burned", Gerund: "burning", ... }. */
export function conjugate(verb: string): Record<string, string> | undefined {
  const forms = nlp(verb).verbs().conjugate() as Record<string, string>[];
  return forms[0];
}

/** "MIT", "Sunday": a capital the customer wrote mid-sentence is kept; a sentence's first word is not. */
export const keepsCapitals = (term: Term) => !term.sentenceStart && /\p{Lu}/u.test(term.text) && term.lower !== 'i';
