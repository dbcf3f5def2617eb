import type { PictureFacts } from '../../media/picture-facts.js';
import type { Occasion, OccasionKind } from './find-occasion.js';
import type { DescriptionReading } from './read-description.js';

/**
 * What a line may say, already phrased: every value reads correctly where a line puts it, and a
 * missing one means the line is not used. Values marked personal come from the description.
 */
export interface CardFacts {
  /** The recipients as a card names them: "Mom and Dad", "Priya, Arjun and Dev". */
  to?: string;
  /** Several recipients: "you two", "legends". */
  many: boolean;
  /** How many recipients are named: "you two" for 2, "you all" for more. */
  count: number;
  relation?: string;
  /** "Happy 40th Anniversary": only for an occasion that is the recipient's (or shared). */
  greeting?: string;
  /** "Happy 40th anniversary!": a sentence for the inside. */
  wish?: string;
  /** One word for "Best. Birthday. Ever.". */
  occasionWord?: string;
  place?: string;
  thing?: string;
  thing2?: string;
  /** "you burned the turkey twice", "we got lost", "Biscuit wore sunglasses at the beach". */
  deed?: string;
  deed2?: string;
  medium: 'photo' | 'video';
  /** Reads as a noun: "ocean blue", "gold". */
  colour?: string;
  /** "soft", "bright", "moody". */
  light: string;
}

/** The facts that come from the customer's words: a line using them is written for them. */
export const personalFacts = [
  'to',
  'relation',
  'greeting',
  'wish',
  'place',
  'thing',
  'thing2',
  'deed',
  'deed2',
] as const;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

const greetings: Record<OccasionKind, [greeting: string, wish: string, word?: string]> = {
  birthday: ['Happy Birthday', 'Happy birthday!', 'Birthday'],
  anniversary: ['Happy Anniversary', 'Happy anniversary!', 'Anniversary'],
  wedding: ['Congratulations on Your Wedding', 'Congratulations on your wedding!', 'Wedding'],
  engagement: ['Congratulations on Your Engagement', 'Congratulations on your engagement!'],
  graduation: ['Congratulations on Your Graduation', 'Congratulations on your graduation!', 'Graduation'],
  retirement: ['Happy Retirement', 'Happy retirement!', 'Retirement'],
  // Said to the parents: "Congratulations on Your New Arrival, Hannah and Dave".
  'new-baby': ['Congratulations on Your New Arrival', 'Welcome to the world, little one!'],
  christmas: ['Merry Christmas', 'Merry Christmas!', 'Christmas'],
  hanukkah: ['Happy Hanukkah', 'Happy Hanukkah!', 'Hanukkah'],
  diwali: ['Happy Diwali', 'Happy Diwali!', 'Diwali'],
  eid: ['Eid Mubarak', 'Eid Mubarak!'],
  thanksgiving: ['Happy Thanksgiving', 'Happy Thanksgiving!', 'Thanksgiving'],
  easter: ['Happy Easter', 'Happy Easter!', 'Easter'],
  'new-year': ['Happy New Year', 'Happy New Year!'],
  valentines: ["Happy Valentine's Day", "Happy Valentine's Day!"],
  'mothers-day': ["Happy Mother's Day", "Happy Mother's Day!"],
  'fathers-day': ["Happy Father's Day", "Happy Father's Day!"],
  'thank-you': ['Thank You', 'Thank you, truly.'],
};

function occasionWords(occasion: Occasion | undefined): Pick<CardFacts, 'greeting' | 'wish' | 'occasionWord'> {
  // The teller's own birthday is not one to wish the recipient.
  if (!occasion || occasion.owner === 'teller') return {};
  const [greeting, wish, word] = greetings[occasion.kind];
  const numbered = occasion.number !== undefined && (occasion.kind === 'birthday' || occasion.kind === 'anniversary');
  if (!numbered) return { greeting, wish, occasionWord: word };
  const nth = ordinal(occasion.number!);
  return {
    greeting: greeting.replace('Happy ', `Happy ${nth} `),
    wish: wish.replace('Happy ', `Happy ${nth} `),
    occasionWord: word,
  };
}

/** Colour names that are adjectives read badly as nouns ("captured in golden"). */
const colourNouns: Record<string, string> = { golden: 'gold', sandy: 'sandy beige' };

export function listNames(names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  if (names.length === 1) return names[0];
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function buildCardFacts(reading: DescriptionReading, picture: PictureFacts): CardFacts {
  const colour = picture.colours[0]?.name;
  const [deed, deed2] = reading.deeds.map((entry) => entry.clause);
  const [thing, thing2] = reading.things;
  return {
    // Unnamed, the recipient is who they are to the teller: "For my sister, with all my love".
    to: listNames(reading.recipients) ?? (reading.relation ? `my ${reading.relation}` : undefined),
    many: reading.recipients.length > 1,
    count: reading.recipients.length,
    // Lines say "the best {relation}", so a best friend is a friend there.
    relation: reading.recipients.length <= 1 ? reading.relation?.replace(/^best /, '') : undefined,
    ...occasionWords(reading.occasion),
    place: reading.place,
    thing,
    thing2,
    deed,
    deed2,
    medium: picture.kind === 'video' ? 'video' : 'photo',
    colour: colour ? (colourNouns[colour] ?? colour) : undefined,
    light: picture.brightness === 'dark' ? 'moody' : picture.brightness,
  };
}
