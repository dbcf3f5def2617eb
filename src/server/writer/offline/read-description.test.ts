import { describe, expect, it } from 'vitest';
import { readDescription } from './read-description.js';

type Expected = {
  recipients: string[];
  mentioned?: string[];
  place?: string;
  occasion?: string;
  number?: number;
  relation?: string;
};

/** Who the card is for, where, and the occasion, as a careful reader would take them. */
const cases: [description: string, expected: Expected][] = [
  [
    'Hiking Mount Tam with Sarah for her 30th birthday, we got lost',
    { recipients: ['Sarah'], place: 'Mount Tam', occasion: 'birthday', number: 30 },
  ],
  [
    "Mom and Dad's 40th anniversary dinner at the lake house",
    { recipients: ['Mom', 'Dad'], occasion: 'anniversary', number: 40 },
  ],
  ['Grandpa Joe teaching the kids to fish at Lake Tahoe', { recipients: ['Grandpa Joe'], place: 'Lake Tahoe' }],
  [
    "Priya and Arjun's graduation day 🎓 so proud of you both",
    { recipients: ['Priya', 'Arjun'], occasion: 'graduation' },
  ],
  ['Siobhán and Zoë at the Eiffel Tower in Paris', { recipients: ['Siobhán', 'Zoë'], place: 'the Eiffel Tower' }],
  ['Jake walked barefoot across the whole festival because he lost his shoes', { recipients: ['Jake'] }],
  ['me and tom at the game, he spilled his beer on the mascot', { recipients: ['Tom'] }],
  ["My dad's 60th birthday fishing trip to the lake", { recipients: ['Dad'], occasion: 'birthday', number: 60 }],
  ['my sister finally finished her first marathon', { recipients: [], relation: 'sister' }],
  ['My dog Biscuit wearing sunglasses at the beach', { recipients: [], mentioned: ['Biscuit'] }],
  ['Biscuit turns 5 today! Best boy', { recipients: ['Biscuit'], occasion: 'birthday', number: 5 }],
  ["Tom's stag do in Prague, he lost his passport", { recipients: ['Tom'], place: 'Prague' }],
  [
    'Christmas morning with the whole family, Nana opened her presents',
    { recipients: ['Nana'], occasion: 'christmas' },
  ],
  ['our wedding ceremony in the rain, the dog ran off with the ring', { recipients: [], occasion: 'wedding' }],
  ['Oluwaseun caught the bouquet at our wedding', { recipients: ['Oluwaseun'], occasion: 'wedding' }],
  [
    'Happy birthday Maria! Dinner at Nando’s with the girls',
    { recipients: ['Maria'], place: "Nando's", occasion: 'birthday' },
  ],
  ['Thank you Coach Davis for a great season', { recipients: ['Coach Davis'], occasion: 'thank-you' }],
  ['Dad retired after 35 years at the plant', { recipients: ['Dad'], occasion: 'retirement' }],
  [
    "Welcoming baby Mia, Anna and Ben's newborn",
    { recipients: ['Anna', 'Ben'], mentioned: ['Mia'], occasion: 'new-baby' },
  ],
  ['Mothers day brunch with mum in Brighton', { recipients: ['Mum'], place: 'Brighton', occasion: 'mothers-day' }],
  ['Diwali lights with Nani and the cousins', { recipients: ['Nani'], occasion: 'diwali' }],
  ['Eid at grandma’s house, so much food', { recipients: ['Grandma'], occasion: 'eid' }],
  [
    'Emma finally did it after late nights and a lot of coffee. Graduation day!',
    { recipients: ['Emma'], occasion: 'graduation' },
  ],
  ['MY SISTRS BDAY AT NANDOS!!!', { recipients: [], occasion: 'birthday' }],
  ['lol', { recipients: [] }],
  ['beach', { recipients: [] }],
  ['Sunday brunch at Luigi’s with Chris', { recipients: ['Chris'], place: "Luigi's" }],
  ['Sarah and I at the beach last summer, she tried surfing and fell off every wave', { recipients: ['Sarah'] }],
  ['Wedding day for Kate and Liam in Tuscany', { recipients: ['Kate', 'Liam'], place: 'Tuscany', occasion: 'wedding' }],
  ['Hanukkah candles with Grandpa Saul', { recipients: ['Grandpa Saul'], occasion: 'hanukkah' }],
  ['Our 10th anniversary trip to Rome', { recipients: [], place: 'Rome', occasion: 'anniversary', number: 10 }],
  ['Mei-Ling turned 21 at the karaoke bar', { recipients: ['Mei-Ling'], occasion: 'birthday', number: 21 }],
  ['So proud of you Mateus, first in the family to graduate', { recipients: ['Mateus'], occasion: 'graduation' }],
  ['Get well soon Hiroshi. The office is too quiet without you', { recipients: ['Hiroshi'] }],
  [
    'happy annivesary to my parnets!! 30 yrs and dad still cant cook rice',
    { recipients: ['Mom', 'Dad'], occasion: 'anniversary' },
  ],
  ['Chloe & Ray ✨', { recipients: ['Chloe', 'Ray'] }],
  ['Ravi proposed to Tanvi in the middle of a Holi party', { recipients: ['Ravi', 'Tanvi'], occasion: 'engagement' }],
  ['Our parrot Kiwi learned to copy the microwave beep', { recipients: [], mentioned: ['Kiwi'] }],
  [
    'For my grandfather, Ông An, who turns 80 this Sunday. We love you Ông!',
    { recipients: ['Ông An'], occasion: 'birthday', number: 80 },
  ],
  ['Year 6 leavers 2026 - from Mr Haddad to the loudest, kindest class', { recipients: [] }],
];

describe('readDescription', () => {
  it.each(cases)('reads "%s"', (description, expected) => {
    const reading = readDescription(description);
    expect(reading.recipients).toEqual(expected.recipients);
    for (const name of expected.mentioned ?? []) expect(reading.mentioned).toContain(name);
    if (expected.place) expect(reading.place).toBe(expected.place);
    else expect(reading.place).toBeUndefined();
    expect(reading.occasion?.kind).toBe(expected.occasion);
    if (expected.number) expect(reading.occasion?.number).toBe(expected.number);
    if (expected.relation) expect(reading.relation).toBe(expected.relation);
  });

  it('finds a group the card is for when nobody is named one by one', () => {
    expect(readDescription('for the squad 💜 10 years of friendship').group).toBe('the squad');
    expect(readDescription('The night shift team on Ward 7 got me through my first year. Thank you all').group).toBe(
      'the night shift team',
    );
    expect(readDescription('Sarah and the squad at the beach').group).toBeUndefined();
  });

  it('never takes a place for a person, nor a person for a place', () => {
    const reading = readDescription('Hiking Mount Tam with Sarah');
    expect(reading.recipients).not.toContain('Mount Tam');
    expect(reading.mentioned).not.toContain('Mount Tam');
  });

  it('knows whose occasion it is: the teller’s own birthday is not wished back', () => {
    expect(readDescription('my 30th birthday with Sarah').occasion?.owner).toBe('teller');
    expect(readDescription("my dad's 60th birthday").occasion?.owner).toBe('recipient');
    expect(readDescription('our anniversary in Rome').occasion?.owner).toBe('shared');
  });

  it('says back what happened as a clause addressed to the recipient', () => {
    expect(readDescription('Dad burned the turkey twice and the smoke alarm went off').deeds[0]?.clause).toBe(
      'you burned the turkey twice',
    );
    expect(readDescription('Jake was dancing on the table all night').deeds[0]?.clause).toBe(
      'you were dancing on the table all night',
    );
    expect(readDescription('Sarah and I got lost on the way').deeds[0]?.clause).toBe('we got lost on the way');
  });

  it('quotes only noun phrases, with determiners that read right', () => {
    const things = readDescription(
      'Jake walked barefoot across the whole festival because he lost his shoes. Dad burned the turkey twice.',
    ).things;
    expect(things).not.toContain('the barefoot');
    expect(things).not.toContain('the twice');
    expect(readDescription('Jake lost his shoes').things).toContain('your shoes');
  });
});
