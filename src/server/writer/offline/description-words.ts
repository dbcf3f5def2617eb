/** Word lists the offline writer reads descriptions with. */

export const stopwords = new Set(
  `a about above after again against all almost also am an and any are around as at away back be because been
  before being below between both but by can could did do does doing done down during each either even ever every
  few for from further get gets getting got gotten had has have having he her here hers herself him himself his how
  i if in into is it its itself just last least less let like lot lots made make makes making many me might mine
  more most much must my myself near never next no nor not now of off often on once one only onto or other our ours
  ourselves out over own really same she should since so some still such than that the their theirs them themselves
  then there these they this those though through to too under until up upon us very was we went were what when
  where whether which while who whom whose why will with within without would yet you your yours yourself
  yourselves go goes going gone came come comes coming take took taken takes see saw seen look looked looking
  say said says tell told know knew think thought want wanted wants love loved loves loving always sometimes
  thing things way ways day days time times year years today yesterday tonight tomorrow everyone everybody
  someone somebody anyone people everything something anything nothing picture pictures photo photos video
  videos pic pics memory memories moment moments card cards remember remembered remembering best better good great
  nice fun funny little big lol haha omg ok okay yes yeah oh wow very pretty kind sort first second third two
  three four five six seven eight nine ten im ive id youre were dont didnt cant wont isnt wasnt thats theres
  lets whos whats hes shes theyre weve youve also ago already another each enough here's there's it's`
    .split(/\s+/)
    .filter(Boolean),
);

/** Past-tense verbs and adverbs end a noun phrase ("the dog ate ..." gives "the dog"). */
export const irregularPastVerbs = new Set(
  `ate ran fell saw won lost broke drove sang swam flew threw caught told found gave left met sat slept spent stood
  wore wrote bought brought built felt kept paid sold sent taught woke began drank hid rode shook spoke stole
  struck swung tore understood became forgot forgave froze held hung led meant put read rose sank shot shut
  sold split spun took`
    .split(/\s+/)
    .filter(Boolean),
);

/** -ing words that are not activities. */
export const notActivities = new Set(
  `morning evening wedding thing something nothing anything everything during king ring spring string wing building
  ceiling bring sibling darling sing sling swing thanksgiving ending beginning feeling meaning evening pudding
  stocking clothing lightning wedding duckling offspring icing ping pudding sterling viking bling`
    .split(/\s+/)
    .filter(Boolean),
);

/** Family titles a card can address someone by ("Dear Mom"). */
export const familyTitles: Record<string, string> = {
  mom: 'Mom',
  mum: 'Mum',
  mommy: 'Mommy',
  mummy: 'Mummy',
  mother: 'Mom',
  mama: 'Mama',
  dad: 'Dad',
  daddy: 'Daddy',
  father: 'Dad',
  papa: 'Papa',
  grandma: 'Grandma',
  granny: 'Granny',
  nana: 'Nana',
  nan: 'Nan',
  grandmother: 'Grandma',
  grandpa: 'Grandpa',
  grandad: 'Grandad',
  granddad: 'Granddad',
  grandfather: 'Grandpa',
  gramps: 'Gramps',
  auntie: 'Auntie',
};

/** Relations a card can praise ("the best sister") but not address by. */
export const relations = new Set(
  `sister brother sis bro wife husband partner boyfriend girlfriend fiance fiancee son daughter aunt uncle cousin
  niece nephew friend bestie buddy pal boss teacher coach roommate neighbor neighbour colleague teammate twin
  mom mum mother dad father grandma grandpa granny nana grandmother grandfather`
    .split(/\s+/)
    .filter(Boolean),
);

export const placePrepositions = new Set(['at', 'in', 'to', 'from', 'near', 'visiting', 'visit', 'around', 'across']);

export interface Occasion {
  /** "birthday": what it is, for "Best. Birthday. Ever." */
  noun: string;
  /** "Happy Birthday": a card's headline greeting. */
  greeting: string;
  /** "Happy birthday!": a sentence inside the card. */
  wish: string;
}

export const occasions: [RegExp, Occasion][] = [
  [/\b(birthday|bday|b-day)\b/, { noun: 'birthday', greeting: 'Happy Birthday', wish: 'Happy birthday!' }],
  [/\banniversar(y|ies)\b/, { noun: 'anniversary', greeting: 'Happy Anniversary', wish: 'Happy anniversary!' }],
  [
    /\b(wedding|married|honeymoon|newlyweds?)\b/,
    { noun: 'wedding', greeting: 'Congratulations', wish: 'Congratulations, you two!' },
  ],
  [
    /\b(engaged|engagement|proposal|proposed)\b/,
    { noun: 'engagement', greeting: 'Congratulations', wish: 'Congratulations on your engagement!' },
  ],
  [
    /\b(graduat\w*|grad)\b/,
    { noun: 'graduation', greeting: 'Congrats on Graduating', wish: 'Congratulations, graduate!' },
  ],
  [
    /\b(retire|retired|retiring|retirement)\b/,
    { noun: 'retirement', greeting: 'Happy Retirement', wish: 'Happy retirement!' },
  ],
  [/\b(christmas|xmas)\b/, { noun: 'Christmas', greeting: 'Merry Christmas', wish: 'Merry Christmas!' }],
  [/\bnew year\b/, { noun: 'New Year', greeting: 'Happy New Year', wish: 'Happy New Year!' }],
  [/\bvalentine/, { noun: "Valentine's Day", greeting: "Happy Valentine's Day", wish: "Happy Valentine's Day!" }],
  [/\bmother'?s day\b/, { noun: "Mother's Day", greeting: "Happy Mother's Day", wish: "Happy Mother's Day!" }],
  [/\bfather'?s day\b/, { noun: "Father's Day", greeting: "Happy Father's Day", wish: "Happy Father's Day!" }],
  [
    /\b(new baby|newborn|baby shower|due date)\b/,
    { noun: 'new arrival', greeting: 'Welcome, Little One', wish: 'Welcome to the world, little one!' },
  ],
  [
    /\b(promotion|promoted|new job)\b/,
    { noun: 'big news', greeting: 'Congratulations', wish: 'Congratulations on the big news!' },
  ],
  [
    /\b(get well|recovery|recovering|surgery)\b/,
    { noun: 'recovery', greeting: 'Get Well Soon', wish: 'Get well soon!' },
  ],
  [/\b(thank you|thanks|grateful)\b/, { noun: 'thank-you', greeting: 'Thank You', wish: 'Thank you, truly.' }],
  [
    /\b(miss you|moving away|moved away|farewell|goodbye)\b/,
    { noun: 'goodbye', greeting: 'Miss You Already', wish: 'I miss you already.' },
  ],
];

/** Adjectives and quantities: they describe, so they make poor key words on their own. */
export const describingWords = new Set(
  `new old single tiny small huge whole entire late early long short other same different real sure full special
  perfect favorite favourite amazing awesome beautiful happy sad hot cold young many several whole lovely cute
  epic crazy wild sweet tiny massive giant entire final finally own`
    .split(/\s+/)
    .filter(Boolean),
);

/** Capitalized, but never a person or a place. */
export const calendarWords = new Set(
  `christmas xmas easter thanksgiving halloween hanukkah diwali eid ramadan monday tuesday wednesday thursday friday
  saturday sunday january february march april may june july august september october november december`
    .split(/\s+/)
    .filter(Boolean),
);
