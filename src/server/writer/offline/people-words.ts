/** Word lists for finding the people in a description; compromise supplies the grammar. */

/** Family titles a card can address someone by ("Dear Mom"), with the spelling to print. */
export const familyTitles: Readonly<Record<string, string>> = {
  mom: 'Mom',
  mum: 'Mum',
  mommy: 'Mommy',
  mummy: 'Mummy',
  mother: 'Mom',
  mama: 'Mama',
  ma: 'Ma',
  mam: 'Mam',
  mammy: 'Mammy',
  dad: 'Dad',
  daddy: 'Daddy',
  father: 'Dad',
  papa: 'Papa',
  pops: 'Pops',
  grandma: 'Grandma',
  granny: 'Granny',
  gran: 'Gran',
  nana: 'Nana',
  nan: 'Nan',
  grandmother: 'Grandma',
  grandpa: 'Grandpa',
  grandad: 'Grandad',
  granddad: 'Granddad',
  grandfather: 'Grandpa',
  gramps: 'Gramps',
  abuela: 'Abuela',
  abuelo: 'Abuelo',
  nonna: 'Nonna',
  nonno: 'Nonno',
  oma: 'Oma',
  opa: 'Opa',
};

/** Titles written before a name: "Aunt Linda", "Uncle Raj", "Coach Davis". */
export const nameTitles = new Set(
  (
    'aunt auntie aunty uncle grandma grandpa granny nana nan gran coach mr mrs ms miss dr doctor sir nonna nonno ' +
    'abuela abuelo oma opa khala khalu tia tio tía tío tante onkel zia zio ông bà chacha chachi phuppo mamie papi'
  ).split(' '),
);

/** Relations a card can praise ("the best sister") but not address by. */
export const relationWords: Readonly<Record<string, string>> = Object.fromEntries(
  (
    'sister brother wife husband partner boyfriend girlfriend fiance fiancé fiancee fiancée son daughter aunt uncle ' +
    'cousin niece nephew friend bestie boss teacher coach roommate neighbour neighbor colleague teammate twin ' +
    'grandson granddaughter stepmom stepdad'
  )
    .split(' ')
    .map((word) => [word, word])
    .concat([
      ['sis', 'sister'],
      ['bro', 'brother'],
      ['sistr', 'sister'],
      ['hubby', 'husband'],
      ['bff', 'best friend'],
      ['mate', 'friend'],
      ['buddy', 'friend'],
      ['pal', 'friend'],
    ]),
);

export const petWords = new Set(
  'dog dogs cat cats puppy pup puppies kitten kitty pooch doggo horse pony bunny rabbit hamster parrot budgie tortoise turtle goldfish'.split(
    ' ',
  ),
);

/** Capitalized words that are never a person: greetings, holidays, months, the customer. */
export const neverNames = new Set(
  (
    'i happy merry dear birthday bday anniversary christmas xmas easter thanksgiving halloween hanukkah chanukah ' +
    'diwali eid ramadan valentine valentines new year congrats congratulations thanks thank love xoxo lol omg ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december god mother father day best fathers mothers last first next mubarak feliz joyeux happy valentines holi lunar passover ramadan hogmanay kwanzaa navratri vesak welcome farewell'
  ).split(' '),
);

/** First words of place names ("Mount Tam", "Lake Tahoe", "St Ives"). */
export const placeStarts = new Set(
  'mount mt lake loch cape fort port saint st san santa los las isle glen point camp'.split(' '),
);
/** Last words of place names ("Venice Beach", "Central Park"). */
export const placeEnds = new Set(
  (
    'beach park lake canyon falls mountain mountains island islands bay tower bridge castle street road avenue ' +
    'square hotel restaurant cafe café pub bar gardens garden zoo museum hall stadium arena valley coast river ' +
    'forest woods hills hill trail peak airport station center centre mall market cathedral church pier harbour ' +
    'harbor national show festival fair concert gala parade carnival expo cup final games open academy school college university'
  ).split(' '),
);

/** Before a capitalized word, these make it a place: "at Nando's", "in Paris". */
export const placePrepositions = new Set([
  'outside',
  'inside',
  'behind',
  'beyond',
  'past',
  'along',
  'via',
  'at',
  'in',
  'to',
  'from',
  'near',
  'visiting',
  'around',
  'across',
  'through',
  'toward',
  'towards',
  'on',
  'into',
]);
