/**
 * Who a card line speaks to, and whether that is the card's recipient. Used by writer-judge.mjs.
 * An addressee is what fills an addressing position: an opener ("Dear X", "Hi X", "To X"), a
 * vocative at a sentence end ("Happy Birthday, X!", "... for all of it, X."), an "X, you ..."
 * sentence start, or "Happy <occasion>, X" / "Congratulations, X" anywhere.
 */
import nlp from 'compromise';
import { mentions, normalisePhrase, normaliseText, sentences } from './writer-judge-text.mjs';

const familyTitles =
  /^(?:mom|mum|mommy|mummy|mama|mam|ma|dad|daddy|papa|pa|grandma|grandpa|granny|gran|grandad|granddad|nana|nan|nani|nanna|bubbe|zayde|abuela|abuelo|auntie|aunt|aunty|uncle|great-grandma|great-grandpa|sister|brother|sis|bro|cousin)$/;

/** Ways of naming a recipient that count as naming them: "Grandpa Joe", "Joe", "Grandpa". */
export function recipientForms(recipient) {
  const forms = [recipient];
  const words = recipient.split(/\s+/);
  if (words.length > 1) {
    forms.push(words[words.length - 1]);
    if (familyTitles.test(words[0].toLowerCase())) forms.push(words[0]);
  }
  if (/^sister$/i.test(recipient)) forms.push('sis');
  if (/^brother$/i.test(recipient)) forms.push('bro');
  return forms;
}

export const namesRecipient = (text, recipient) => recipientForms(recipient).some((form) => mentions(text, form));

/** Ways to address anyone without naming them; never wrong. */
const generic = new Set(
  (
    'you|you two|you both|you guys|you all|y all|everyone|everybody|all|friend|my friend|dear friend|old friend|' +
    'love|my love|dear|my dear|darling|sweetheart|honey|babe|sunshine|legend|you legend|superstar|star|champ|' +
    'champion|buddy|pal|bestie|mate|kiddo|birthday girl|birthday boy|grad|graduate|lovebirds|newlyweds|' +
    'team|gang|crew|family|partner|partner in crime|good boy|good girl|little one|sleepyhead|friends|folks|' +
    'the happy couple|happy couple|you beautiful people|my favourite person|my favorite person|gorgeous|beautiful'
  ).split('|'),
);
const pronounStart =
  /^(?:i|i'm|i'll|i've|me|we|we're|us|it|it's|they|them|he|him|she|that|this|there|here|and|or|but|so|too)\b/i;
const notVocativeStart =
  /^(?:the|a|an|this|that|these|those|every|some|all of|more|from|for|to|with|in|on|at|of|by|like|just|even|as)\b/i;
export const greeting =
  /^(?:happy|merry|thank\w*|congrat\w*|cheers|well done|dear|hey|hi|hello|welcome|eid mubarak|mazel tov|season's greetings)\b/i;
const signOff = /^(?:love|with love|all my love|lots of love|yours|cheers|best wishes|xoxo|hugs)$/i;
const occasionOpener =
  /(?:^|[.!?]\s+)(?:happy [\p{L}'’ ]{3,30}?|merry christmas|congratulations|congrats|cheers|well done|thank you|thanks)\s*,\s*([^,.!?;:\n]+)/giu;

const isNounWord = (word) => {
  const tags = nlp(word).terms().json()[0]?.terms[0]?.tags ?? [];
  return tags.includes('Noun') && !tags.includes('Adjective');
};
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const known = (text) => ({ known: true, place: false, text });

const isFunctionWord = (word) => {
  const tags = nlp(word).terms().json()[0]?.terms[0]?.tags ?? [];
  const nounish = tags.includes('Noun') || tags.includes('ProperNoun') || tags.includes('Person');
  const other = ['Adverb', 'Adjective', 'Verb', 'Expression', 'Conjunction', 'Preposition'].some((tag) =>
    tags.includes(tag),
  );
  return (!nounish && other) || ['Date', 'Value', 'Month', 'WeekDay'].some((tag) => tags.includes(tag));
};

/**
 * Why `who` may not be addressed ({ known, text }), or null when it may. `known`: it names a
 * place, thing or being of the description, rather than a name the writer made up. `strict`: the position surely addresses
 * someone (an opener or "Happy Birthday,"), so an unknown lower-case word counts too.
 */
export function addresseeProblem(entry, who, strict) {
  const text = who.trim().replace(/^(?:my|dear|dearest|sweet)\s+/i, '');
  const plain = normaliseText(text);
  if (!plain || generic.has(plain) || generic.has(normalisePhrase(text)) || pronounStart.test(text)) return null;
  const named = entry.recipients.filter((recipient) => namesRecipient(text, recipient));
  const mentioned = entry.mentioned.find((being) => mentions(text, being) || mentions(text, normalisePhrase(being)));
  const place = entry.places.find((where) => mentions(text, normalisePhrase(where)));
  const others = entry.recipients.filter((recipient) => !named.includes(recipient));
  if (mentioned && !named.some((recipient) => mentions(recipient, mentioned)))
    return known(`addresses ${mentioned}, who is not the recipient`);
  if (named.length > 0) {
    if (others.length > 0) return known(`addresses ${named.join(' and ')} but not ${others.join(' and ')}`);
    // "Dear BBQ and Papa": whatever is left besides the names must not be a name or a thing.
    let rest = text;
    for (const form of named.flatMap(recipientForms).sort((a, b) => b.length - a.length)) {
      rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{M}])${escape(form)}(?:['’]s)?(?![\\p{L}\\p{M}])`, 'giu'), ' ');
    }
    const left = rest
      .replace(/\b(?:and|my|dear|dearest|the|best|two|both|of|you|lovely|wonderful|favourite|favorite)\b|[&,]/gi, ' ')
      .trim();
    if (/\p{Lu}/u.test(left) || entry.phrases.some((gold) => normalisePhrase(gold) === normalisePhrase(left))) {
      return known(`addresses "${text}": "${left}" is not a recipient`);
    }
    return null;
  }
  if (place) return { known: true, place: true, text: `addresses the place ${place}` };
  const phrase = entry.phrases.find((gold) => normalisePhrase(gold) === normalisePhrase(text));
  if (phrase) return known(`addresses "${phrase}", a thing from the description`);
  const capitalised = /^\p{Lu}/u.test(text);
  if (capitalised || strict) {
    const words = text.split(/\s+/);
    if (words.length === 1 && isFunctionWord(text) && !familyTitles.test(plain)) return null;
    return { known: false, place: false, text: `addresses "${text}", who is not a recipient` };
  }
  return null;
}

/**
 * Every addressing position of one card part: [{ who, strict, toast }]. `toast`: "To X" or
 * "For X" at the start, which may raise a glass to a place ("To Paris!") rather than address it.
 */
export function addressees(original) {
  const found = [];
  // "Dear Aoife, Niamh and Ciara," is one list of names: read its commas as "&" so each check sees it whole.
  const text = original.replace(
    /([\p{Lu}][\p{L}\p{M}'’-]*),[ \t]+(?=[\p{Lu}][\p{L}\p{M}'’-]*(?:,[ \t]+[\p{Lu}][\p{L}\p{M}'’-]*)*[ \t]+(?:and|&)[ \t]+[\p{Lu}])/gu,
    '$1 & ',
  );
  const opener = /^\s*(dear|dearest|hey|hi|hello|to|for)\s+([^,.!?;:\n—–]+)/iu.exec(text);
  if (opener) {
    const kind = opener[1].toLowerCase();
    const who = opener[2].trim();
    // "To the best dad" and "For the memories we made" name nobody unless a name is in them.
    if (kind === 'to' || kind === 'for') found.push({ who, strict: false, toast: true });
    else found.push({ who, strict: true, toast: false });
  }
  for (const match of text.matchAll(occasionOpener)) {
    const who = match[1].trim();
    if (!notVocativeStart.test(who)) found.push({ who, strict: false, toast: false });
  }
  for (const sentence of sentences(text)) {
    const body = sentence.text.trim();
    const vocative = /^(.*),\s*([^,]{1,40}?)\s*[.!?…]*$/su.exec(body);
    if (vocative && !signOff.test(vocative[1].trim())) {
      const who = vocative[2].trim();
      const wordCount = who.split(/\s+/).length;
      if (wordCount <= 4 && !notVocativeStart.test(who) && !greeting.test(who))
        found.push({ who, strict: false, toast: false });
    }
    // "Aoife, Niamh and Ciara, you..." is one list of names spoken to, not "Aoife" alone.
    const start =
      /^([\p{Lu}][\p{L}\p{M}'’-]*(?:(?:[ \t]*,[ \t]*|[ \t]+(?:and|&)[ \t]+|[ \t]+)[\p{Lu}][\p{L}\p{M}'’-]*){0,5}),(?:\s+(\S+)|\s*$)/u.exec(
        body,
      );
    if (start && !pronounStart.test(start[1]) && !greeting.test(start[1]) && !notVocativeStart.test(start[1])) {
      // "Sarah, you..." surely speaks to Sarah; "Mount Tam, we..." is caught when it names a known place or being.
      found.push({ who: start[1], strict: false, toast: false, knownOnly: !/^you\b/i.test(start[2] ?? '') });
    }
  }
  return found;
}

const holidays = /^(?:christmas|hanukkah|chanukah|diwali|eid|easter|thanksgiving|passover|ramadan|halloween)$/i;
const articleBefore = /(?:^|[^\p{L}])(the|a|an|that|this|those|these)\s+$/iu;

/** Words the customer capitalised inside a sentence ("Sunday", "January"), unless they shout. */
function midSentenceCapitals(description) {
  const letters = description.replace(/[^\p{L}]/gu, '');
  if (letters.replace(/[^\p{Lu}]/gu, '').length / Math.max(1, letters.length) > 0.5) return [];
  const found = [];
  // A run of capitalised words counts as one name: "the Grand Canyon" makes no claim on "grand".
  const word = "\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{L}+)?";
  const runs = new RegExp(`(?<![\\p{L}\\p{M}-])${word}(?:\\s+${word})*`, 'gu');
  for (const match of description.matchAll(runs)) {
    // One capital at a sentence start says nothing; "Father's Day" there is still a name.
    const atStart = /(?:^|[.!?…:]\s*)$/.test(description.slice(0, match.index).trimEnd());
    if (atStart && !/\s/.test(match[0])) continue;
    const name = match[0].replace(/['’]s?$/, '');
    if (!familyTitles.test(name.toLowerCase()) && !found.includes(name)) found.push(name);
  }
  return found;
}

/** Names of beings and places of the description that always take a capital and no article. */
function properNames(entry) {
  const named = [...entry.recipients, ...entry.mentioned].filter((name) => /^\p{Lu}/u.test(name));
  const beings = named.filter((name) => !familyTitles.test(name.toLowerCase()));
  const places = entry.places.filter((place) => /^\p{Lu}/u.test(place));
  const feasts = entry.description.split(/[^\p{L}]+/u).filter((word) => holidays.test(word));
  return { named, beings, capitalised: [...beings, ...places, ...feasts, ...midSentenceCapitals(entry.description)] };
}

const wordPattern = (word, flags) => new RegExp(`(?<![\\p{L}\\p{M}])${escape(word)}(?![\\p{L}\\p{M}])`, flags);
/** Words that end a greeting and may sit right before a name with no comma in the description. */
const greetingWords =
  /^(?:birthday|bday|anniversary|christmas|year|day|wedding|graduation|congrats|congratulations|thanks|happy)$/i;
const shouted = (text) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 8 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.6;
};

/**
 * Names misused: "the linda", "the Linda", "the cousins Arjun", "those dog Biscuit", "Nana Leo",
 * "BBQ Papa", "Happy Birthday, BIRTHDAY ETHAN". Returns [{ kind: 'fragment' | 'garbled', detail }].
 */
export function nameSlips(entry, text) {
  const slips = [];
  const { named, beings, capitalised } = properNames(entry);
  const description = entry.description.toLowerCase();
  for (const name of capitalised) {
    const lower = name.toLowerCase();
    if (lower !== name && wordPattern(lower, 'u').test(text)) {
      slips.push({ kind: 'garbled', detail: `"${lower}" lost its capital` });
    }
    const upper = name.toUpperCase();
    if (upper !== name && !shouted(text) && wordPattern(upper, 'u').test(text)) {
      slips.push({ kind: 'garbled', detail: `"${upper}" in capitals` });
    }
  }
  for (const name of named) {
    const given = name.split(/\s+/).at(-1);
    for (const match of text.matchAll(wordPattern(given, 'giu'))) {
      const before = text.slice(0, match.index);
      if (beings.includes(name) && articleBefore.test(before)) {
        slips.push({
          kind: 'fragment',
          detail: `"${articleBefore.exec(before)[1]} ${match[0]}": a name used as a thing`,
        });
        continue;
      }
      const previous = /([\p{L}\p{M}'’-]+)\s+$/u.exec(before);
      if (!previous) continue;
      const pair = `${previous[1]} ${match[0]}`.toLowerCase();
      if (entry.recipients.some((recipient) => recipient.toLowerCase().includes(pair))) continue;
      const leading = articleBefore.exec(before.slice(0, previous.index));
      // "the day Mochi knocked...": a time word opens a clause, and the name is its subject.
      const timeWord = /^(?:day|days|time|moment|night|morning|evening|year|summer|weekend|week)$/i.test(previous[1]);
      if (leading && timeWord) continue;
      if (leading && isNounWord(previous[1])) {
        // "the dog Biscuit" for "my dog Biscuit" reads; "those dog Biscuit" and "the cousins Arjun" do not.
        const fits =
          leading[1].toLowerCase() === 'the'
            ? description.includes(pair)
            : description.includes(`${leading[1]} ${pair}`.toLowerCase());
        if (!fits)
          slips.push({
            kind: 'fragment',
            detail: `"${leading[1]} ${previous[1]} ${match[0]}": a name used as a thing`,
          });
        continue;
      }
      const sentenceStart = /(?:^|[.!?…]\s*)$/.test(before.slice(0, previous.index).trimEnd());
      const capitalWord = /^\p{Lu}/u.test(previous[1]) && !sentenceStart && !greeting.test(previous[1]);
      if (capitalWord && (greetingWords.test(previous[1]) || !description.includes(pair))) {
        slips.push({ kind: 'garbled', detail: `"${previous[1]} ${match[0]}": words run into a name` });
      }
    }
  }
  return slips;
}
