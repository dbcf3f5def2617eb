import type { PictureFacts } from '../../media/picture-facts.js';
import type { DescriptionReading } from './read-description.js';

/** The values a line may use, by slot name; a missing slot makes a line that needs it unusable. */
export type CardContext = Record<string, string | undefined>;

/** Slots that come from the customer's own words: lines that use them feel written for them. */
export const personalSlots = new Set([
  'name',
  'relation',
  'greeting',
  'occasion',
  'wish',
  'topic',
  'topic2',
  'place',
  'activity',
  'keyword',
  'keyword2',
  'keywords',
]);

function listOf(words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined;
  if (words.length === 1) return words[0];
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export function buildCardContext(reading: DescriptionReading, facts: PictureFacts): CardContext {
  const [keyword, keyword2] = reading.keywords;
  const topic = reading.topics[0] ?? (keyword ? `the ${keyword}` : undefined);
  return {
    name: reading.name,
    relation: reading.relation,
    greeting: reading.occasion?.greeting,
    occasion: reading.occasion?.noun,
    wish: reading.occasion?.wish,
    topic,
    topic2: reading.topics.find((candidate) => candidate !== topic),
    place: reading.place,
    activity: reading.activity,
    keyword,
    keyword2,
    keywords: listOf(reading.keywords.slice(0, 3).map((word) => `the ${word}`)),
    medium: facts.kind,
    colour: facts.colours[0]?.name,
    colour2: facts.colours[1]?.name,
    light: facts.brightness === 'dark' ? 'moody' : facts.brightness,
    shape: facts.orientation === 'portrait' ? 'tall' : facts.orientation === 'landscape' ? 'wide' : 'square',
  };
}
