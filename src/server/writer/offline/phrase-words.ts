/** Word lists for the phrases a card may quote; compromise supplies the parts of speech. */

/** Words compromise may tag as nouns that read wrongly after "the": "the barefoot", "the twice". */
export const notNouns = new Set(
  (
    'yours mine ours theirs hers world valentines valentine feliz cumpleaños cumpleanos joyeux anniversaire geburtstag compleanno barefoot twice once thrice congrats congratulations thanks best worst home right left alone abroad outside inside upstairs downstairs overnight together ' +
    'ahead back away online tonight today yesterday tomorrow sideways downhill uphill nonstop forever everywhere ' +
    'somewhere anywhere nowhere lol haha omg xoxo etc ok okay yes no bit lot lots kind sort ton tons bunch couple ' +
    'rest end start middle top bottom side front way time times day days night nights week weeks weekend year ' +
    'years month months moment moments memory memories thing things stuff picture pictures photo photos pic pics ' +
    'video videos card cards one ones everyone everybody someone somebody anyone people guys folks'
  ).split(' '),
);

/** People words: "the kids" is someone, not something to remember. */
export const peopleNouns = new Set(
  (
    'parents parnets grandparents kids kid children child family everyone friends friend gang crew team squad guys girls boys boy girl baby ' +
    'babies parents grandparents man woman men women lady ladies guy husband wife sister brother son daughter ' +
    'cousin cousins aunt uncle niece nephew grandson granddaughter bride groom couple mom dad mum'
  ).split(' '),
);

/** Occasions are said by the greeting, not quoted as things. */
export const occasionNouns = new Set(
  'birthday bday anniversary wedding graduation retirement christmas xmas thanksgiving easter hanukkah diwali eid'.split(
    ' ',
  ),
);

/** Words before a noun that a card drops: "too many snacks" is "the snacks". */
export const quantityWords = new Set(
  'many much some few several lots lot too so very more most such all every each any no one two three four five six seven eight nine ten dozen'.split(
    ' ',
  ),
);

/** Where a clause ends: the next words belong to another thought. */
export const clauseBreaks = new Set(
  'and but because so while when then after before until since although though or as if cause cuz whilst'.split(' '),
);
