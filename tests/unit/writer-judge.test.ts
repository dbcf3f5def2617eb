import { describe, expect, it } from 'vitest';
import {
  isGoldPhrase,
  judgeOptions,
  startsWithVowelSound,
  type CardText,
  type CorpusEntry,
  type SlipKind,
} from '../../scripts/bench/writer-judge.mjs';
import { loadCorpus } from '../../scripts/bench/writer-quality.mjs';

const corpus = loadCorpus();
const entry = (words: string): CorpusEntry => {
  const found = corpus.find((candidate) => candidate.description.includes(words));
  if (!found) throw new Error(`no corpus entry with "${words}"`);
  return found;
};
const card = (front: string, inside: string, back = 'Made with love.'): CardText => ({ front, inside, back });
const kindsOf = (judged: CorpusEntry, option: CardText, trace?: string[]): SlipKind[] => [
  ...new Set(judgeOptions(judged, [option], trace ? [trace] : undefined).map((slip) => slip.kind)),
];
const joined = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? 'you');

const mountTam = entry('Mount Tam');
const barefoot = entry('barefoot');
const turkey = entry('Dad burned the turkey twice');
const wedding = entry('Max the dog');
const sail = entry('Sunset sail');
const parents = entry("Mom and Dad's 40th");
const biscuit = entry('Biscuit');

describe('the review’s slips, and their corrected forms', () => {
  it('a mountain addressed as the birthday girl', () => {
    expect(kindsOf(mountTam, card('Happy Birthday, Mount Tam', 'What a climb!'))).toEqual([
      'wrong-addressee',
      'missing-person',
    ]);
    expect(kindsOf(mountTam, card('Happy Birthday, Sarah!', 'Here’s to hiking Mount Tam and to the top.'))).toEqual([]);
  });

  it('"the barefoot" and "the turkey, the twice and the smoke"', () => {
    expect(kindsOf(barefoot, card('Thank you for the barefoot', 'Jess, you are a legend.'))).toEqual(['fragment']);
    expect(kindsOf(barefoot, card('Remember walking barefoot, Jess?', 'The beach in January!'))).toEqual([]);
    const bad = card('Dad, you did it', 'Everything about the turkey, the twice and the smoke was perfect.');
    expect(kindsOf(turkey, bad)).toEqual(['fragment']);
    const good = card('Happy Thanksgiving, Dad!', 'The turkey, the smoke alarm and you: perfect.');
    expect(kindsOf(turkey, good)).toEqual([]);
  });

  it('"the dog, the right and the ceremony"', () => {
    expect(kindsOf(wedding, card('The dog, the right and the ceremony', 'What a day.'))).toEqual(['fragment']);
    expect(kindsOf(wedding, card('The dog, the aisle and the ceremony', 'What a day. Stand on the right.'))).toEqual(
      [],
    );
  });

  it('"A ocean blue little memory"', () => {
    expect(kindsOf(sail, card('Ta-da! A ocean blue little memory', 'Grandpa Joe, you let me steer.'))).toEqual([
      'article',
    ]);
    expect(kindsOf(sail, card('Ta-da! An ocean blue little memory', 'Grandpa Joe, you let me steer.'))).toEqual([]);
  });

  it('a card for Mom and Dad written to Mom alone', () => {
    const bad = kindsOf(parents, card('Happy Anniversary, Mom!', 'Forty years at the lake house.'));
    expect(bad).toEqual(['wrong-addressee', 'missing-person']);
    expect(kindsOf(parents, card('To the best dad there is', 'And Mom, of course.'))).toEqual(['wrong-addressee']);
    expect(
      kindsOf(parents, card('Happy 40th Anniversary, Mom and Dad!', 'Mom and Dad, you two are the best.')),
    ).toEqual([]);
  });
});

describe('wrong-addressee', () => {
  it('catches places, mentioned beings, things and invented names in every addressing position', () => {
    const diwali = entry('Diwali');
    expect(kindsOf(diwali, card('Happy Diwali, Arjun!', 'So many sparklers.'))).toEqual(['wrong-addressee']);
    expect(kindsOf(entry('Lake Tahoe'), card('Dear Lake Tahoe', 'Priya and Arjun, thank you.'))).toEqual([
      'wrong-addressee',
    ]);
    expect(kindsOf(turkey, card('Still recovering', 'Oh, turkey!', 'Love you, Dad.'))).toEqual(['wrong-addressee']);
    expect(kindsOf(entry('New Year'), card('Happy New Year, Eve!', 'Sam, you missed midnight.'))).toEqual([
      'wrong-addressee',
    ]);
    expect(kindsOf(mountTam, card('Mount Tam, we need to talk', 'Sarah made it first.'))).toEqual(['wrong-addressee']);
  });

  it('lets generic address, pronouns, toasts and ordinary commas pass', () => {
    const good = card(
      'Happy Birthday, you absolute legend',
      'Honestly, you made it look easy. Roses are red, the sky is blue, and so are you! Well, maybe for a nap.',
      'To Mount Tam and back, Sarah.',
    );
    expect(kindsOf(mountTam, good)).toEqual([]);
    expect(kindsOf(entry('you carried me'), card('Thank you, friend', 'You, me and the hill.'))).toEqual([]);
  });
});

describe('missing-person', () => {
  it('needs every recipient somewhere, family titles in any case', () => {
    expect(kindsOf(parents, card('Happy anniversary!', 'Forty years with mom.'))).toEqual(['missing-person']);
    expect(kindsOf(parents, card('Happy anniversary!', 'Forty years, mom and dad.'))).toEqual([]);
    // Speaking to one of two recipients is a wrong addressee as well as a missing person.
    expect(kindsOf(parents, card('Happy anniversary!', 'Forty years, mom.'))).toEqual([
      'wrong-addressee',
      'missing-person',
    ]);
    expect(kindsOf(sail, card('Remember the boat?', 'Love you, Grandpa.'))).toEqual([]);
  });
});

describe('article', () => {
  it.each([
    ['an hour', true],
    ['an honest', true],
    ['a unicorn', false],
    ['a one-off', false],
    ['a European', false],
    ['an MBA', true],
    ['an 80th', true],
    ['a 40th', false],
    ['an 18th', true],
    ['an 11th', true],
    ['a 110th', false],
    ['an umbrella', true],
    ['a UFO', false],
    ['an uninvited', true],
  ])('knows the sound after "%s"', (phrase, vowel) => {
    expect(startsWithVowelSound(phrase.split(' ')[1] ?? '')).toBe(vowel);
  });

  it('flags a wrong article and passes a right one', () => {
    expect(kindsOf(sail, card('An sunny day', 'Grandpa Joe at the helm, an hour, a unicorn of a day.'))).toEqual([
      'article',
    ]);
    expect(kindsOf(sail, card('A sunny day', 'Grandpa Joe at the helm for an hour: a one-off.'))).toEqual([]);
  });
});

describe('fragment', () => {
  it('finds phrases that are not noun phrases without a trace', () => {
    expect(kindsOf(turkey, card('Still recovering from the turkey twice', 'Dad, you legend.'))).toEqual(['fragment']);
    expect(kindsOf(turkey, card('Somewhere between the turkey, you lost', 'Dad, you legend.'))).toEqual(['fragment']);
    expect(kindsOf(entry('Linda'), card('Linda, it is the entire', 'Happy retirement!'))).toEqual(['fragment']);
    expect(kindsOf(entry('Diwali'), card('Happy Diwali!', 'The cousins Arjun were loud.'))).toEqual(['fragment']);
  });

  it('lets the best, the rest, a pro and "do this again" pass', () => {
    const good = card('You are the best', 'Let’s do this again. Carved like a pro, Dad. The rest is history.');
    expect(kindsOf(turkey, good)).toEqual([]);
  });

  it('checks a trace against the gold phrases', () => {
    const option = card('Remember the turkey?', 'Love you, Dad.');
    expect(kindsOf(turkey, option, ['the turkey', 'burning the turkey twice', 'the smoke alarm'])).toEqual([]);
    expect(kindsOf(turkey, option, ['the turkey twice'])).toEqual(['fragment']);
    expect(kindsOf(turkey, option, ['twice'])).toEqual(['fragment']);
    expect(
      kindsOf(parents, card('Dear Mom and Dad', 'Happy 40th anniversary!'), ['Mom and Dad', 'Happy 40th anniversary!']),
    ).toEqual([]);
    const papa = entry('Papa grilled');
    expect(kindsOf(papa, card('Dear BBQ and Papa', 'Happy Father’s Day!'), ['BBQ and Papa'])).toEqual([
      'wrong-addressee',
    ]);
    expect(kindsOf(papa, card('Dear Papa', 'Happy Father’s Day!'), ['BBQ Papa'])).toEqual(['fragment']);
    expect(isGoldPhrase(turkey, 'my smoke alarm')).toBe(true);
    expect(isGoldPhrase(turkey, 'alarm')).toBe(true);
    expect(isGoldPhrase(barefoot, 'barefoot')).toBe(false);
    expect(isGoldPhrase(wedding, 'the right')).toBe(false);
  });
});

describe('names used as things or run into other words', () => {
  it.each([
    ['Linda', card('Nobody asked for the linda', 'Happy retirement, Linda!'), ['fragment', 'garbled']],
    ['Diwali', card('Happy Diwali!', 'The cousins Arjun and the diwali lights.'), ['fragment', 'garbled']],
    ['Nana', card('Still my favourite memory: Nana Leo', 'Merry Christmas!'), ['garbled']],
    ['Papa grilled', card('Stay awesome, BBQ Papa!', 'Happy Father’s Day, Papa!'), ['garbled', 'wrong-addressee']],
    [
      'ETHAN',
      card('Happy Birthday, BIRTHDAY ETHAN', 'Here’s to the first car, Ethan.'),
      ['garbled', 'wrong-addressee'],
    ],
    ['Biscuit', card('Hooray for those dog Biscuit turns!', 'Happy birthday, Biscuit!'), ['fragment']],
  ])('%s', (words, option, kinds) => {
    expect(kindsOf(entry(words), option).sort()).toEqual(kinds);
  });

  it('passes names as the description has them', () => {
    expect(kindsOf(biscuit, card('Happy 5th Birthday, Biscuit!', 'My dog Biscuit, still a puppy.'))).toEqual([]);
    const canyon = entry('Grand Canyon');
    expect(kindsOf(canyon, card('Dear Grandpa Joe', 'The Grand Canyon, the road trip and you, Grandpa.'))).toEqual([]);
    expect(kindsOf(entry('ETHAN'), card('HAPPY 18TH, ETHAN!', 'Happy birthday, Ethan.'))).toEqual([]);
  });
});

describe('traced clauses', () => {
  const kofi = entry('Kofi');
  const remember = (clause: string) => card('Dear Kofi', `I still smile about the day ${clause}.`);

  it('accepts a clause that says what the description says, in the person spoken to', () => {
    const clause = 'you were waiting at the finish line with a sign';
    expect(kindsOf(kofi, remember(clause), [clause])).toEqual([]);
    const grandpa = entry('grandpa teaching');
    const taught = 'you taught the twins to fish off the dock';
    expect(kindsOf(grandpa, card('Dear Grandpa', `Remember when ${taught}?`), [taught])).toEqual([]);
  });

  it('flags a clause that changes the story or sits where a noun phrase belongs', () => {
    expect(kindsOf(kofi, remember('you were waiting with a cake'), ['you were waiting with a cake'])).toEqual([
      'fragment',
    ]);
    const clause = 'you were waiting at the finish line';
    expect(kindsOf(kofi, card('Dear Kofi', `Thank you for ${clause}.`), [clause])).toEqual(['fragment']);
  });

  it('flags a clause that still speaks of the reader, or turns only half of itself', () => {
    const hiked = 'we hiked Mount Tam with Sarah for her birthday';
    expect(kindsOf(mountTam, card('Dear Sarah', `I still think about the day ${hiked}.`), [hiked])).toEqual([
      'fragment',
    ]);
    const puppy = 'you still think he’s a puppy';
    expect(kindsOf(biscuit, card('Dear Biscuit', `Remember when ${puppy}?`), [puppy])).toEqual(['fragment']);
    expect(isGoldPhrase(entry('baby Noah'), 'the pounds')).toBe(false);
    expect(isGoldPhrase(entry('stag do'), "Tom's")).toBe(false);
  });

  it('a capital the customer wrote stays a capital', () => {
    const edith = entry('Sunday hat');
    expect(kindsOf(edith, card('Dear Edith', 'Happy 80th birthday! That sunday hat.'))).toEqual(['garbled']);
    expect(kindsOf(edith, card('Dear Edith', 'Happy 80th birthday! That Sunday hat, the last of its kind.'))).toEqual(
      [],
    );
  });
});

describe('repeated', () => {
  it('within a set and against the set shown before Load More', () => {
    const a = card('One', 'Happy Thanksgiving, Dad! The turkey was a triumph.', 'Love.');
    const b = card('Two', 'Happy Thanksgiving, Dad! The turkey was a triumph!', 'Hugs.');
    const c = card('Three', 'Dad, the smoke alarm sang for you.', 'Love.');
    const kinds = judgeOptions(turkey, [a, b, c]).map((slip) => `${slip.option}:${slip.kind}`);
    expect(kinds).toEqual(['1:repeated', '2:repeated']);
    const more = judgeOptions(turkey, [card('Four', 'Dad, nobody carves like you.', 'Love.')], undefined, [a]);
    expect(more.map((slip) => slip.detail)).toEqual(['same back as shown option 1']);
  });
});

describe('garbled', () => {
  it.each([
    ['undefined', 'Dad, undefined was great.'],
    ['doubled word', 'Dad, the the turkey.'],
    ['space before comma', 'Dad , the turkey.'],
    ['empty sentence', 'Dad, the turkey.. Wow.'],
    ['lower-case start', 'Dad, the turkey. wow.'],
    ['emoji', 'Dad, the turkey 🦃'],
    ['lost capital', 'Happy thanksgiving, Dad!'],
  ])('%s', (_, inside) => {
    expect(kindsOf(turkey, card('Happy Thanksgiving', inside))).toEqual(['garbled']);
  });

  it('passes ellipses, abbreviations and ordinary text', () => {
    expect(kindsOf(turkey, card('Loading...', 'More turkey soon... obviously. At 3 p.m. sharp, Dad.'))).toEqual([]);
    expect(kindsOf(biscuit, card('Happy 5th Birthday, Biscuit! 🐶', 'Good boy.'))).toEqual(['garbled']);
  });
});

describe('the corpus', () => {
  it('holds at least 48 descriptions a customer could type', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(48);
    for (const item of corpus) {
      expect(item.description.length).toBeLessThanOrEqual(500);
      for (const name of [...item.recipients, ...item.mentioned]) expect(item.places).not.toContain(name);
    }
  });

  it('a plain correct card for every entry has no slip, whichever gold phrase it quotes', () => {
    for (const item of corpus) {
      const names = joined(item.recipients);
      for (const phrase of [...item.phrases, ...item.places]) {
        const option = card(`With love, for ${names}`, `Here’s to ${phrase}, and to you.`, 'Made with love.');
        const slips = judgeOptions(item, [option], [[phrase]]);
        expect(slips, `${item.description} / ${phrase}`).toEqual([]);
      }
    }
  });
});
