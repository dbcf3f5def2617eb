import type { CardOption } from '../../../shared/api/generate.js';
import { optionsPerCall, type Tone } from '../../../shared/creation-rules.js';
import type { CardWriter, WriteRequest } from '../card-writer.js';
import { checkText } from '../safety-filter.js';
import type { Angle, Line } from './angles.js';
import { playfulAngles } from './angles-playful.js';
import { roastAngles } from './angles-roast.js';
import { sentimentalAngles } from './angles-sentimental.js';
import { buildCardFacts, personalFacts, type CardFacts } from './card-facts.js';
import { readDescription } from './read-description.js';
import { seededRandom, type Random } from './seeded-random.js';

const anglesByTone: Record<Tone, readonly Angle[]> = {
  roast: roastAngles,
  sentimental: sentimentalAngles,
  playful: playfulAngles,
};
const maxLength = { front: 120, inside: 600, back: 200 } as const;
type Part = keyof typeof maxLength;

/** How a card opens when its lines did not name the recipients: "Dear Mom and Dad,", "To my sister,". */
function openingFor(tone: Tone, to: string): string {
  if (to.startsWith('my ') || to.startsWith('the ')) return `To ${to},`;
  return { sentimental: `Dear ${to},`, roast: `${to},`, playful: `Hey ${to}!` }[tone];
}

interface Written {
  text: string;
  /** The description's words this line quotes: names, places, things, deeds. */
  phrases: string[];
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Runs a line, noting which of the customer's details it quoted. */
function write(line: Line, facts: CardFacts): Written | undefined {
  const read = new Set<string>();
  const watched = new Proxy(facts, {
    get(target, key: string) {
      const value = target[key as keyof CardFacts];
      if ((personalFacts as readonly string[]).includes(key) && typeof value === 'string') read.add(value);
      return value;
    },
  });
  const raw = line(watched);
  if (!raw) return undefined;
  const text = raw
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,!?:;])/g, '$1')
    .trim();
  return {
    text: text.charAt(0).toUpperCase() + text.slice(1),
    phrases: [...read].filter((value) => text.includes(value)),
  };
}

/** A part's lines for one angle, the ones not shown before first, then the more personal, shuffled within. */
function ranked(lines: readonly Line[], facts: CardFacts, part: Part, tone: Tone, shown: Set<string>, random: Random) {
  const usable = lines
    .map((line) => write(line, facts))
    .filter(
      (line): line is Written => !!line && line.text.length <= maxLength[part] && checkText(line.text, tone).safe,
    );
  const keyed = usable.map((line) => ({
    line,
    order: (shown.has(normalize(line.text)) ? 100 : 0) - line.phrases.length - random(),
  }));
  return keyed.sort((a, b) => a.order - b.order).map((entry) => entry.line);
}

function namesAll(option: CardOption, recipients: readonly string[]): boolean {
  const text = normalize(`${option.front} ${option.inside} ${option.back}`);
  return recipients.every((name) => ` ${text} `.includes(` ${normalize(name)} `));
}

export interface TracedOptions {
  options: CardOption[];
  /** For each option, the description's words it quotes, so a judge can check each reads right. */
  phrases: string[][];
}

/**
 * The embedded writer: no network, no keys, the same answer for the same input. It reads the
 * description (who, where, the occasion, what happened, the things that matter) and writes one
 * option per angle of the tone from lines that only use what it understood, so a line it cannot
 * fill correctly is never printed. Load More passes the options already shown; lines used there
 * go to the back of the queue.
 */
export function writeOfflineTraced(request: WriteRequest, count: number = optionsPerCall): TracedOptions {
  const reading = readDescription(request.description);
  const facts = buildCardFacts(reading, request.picture.facts);
  const angles = anglesByTone[request.tone];
  // A group nobody named one by one is only greeted at the top: "To the squad,".
  const addressee = facts.to ?? reading.group;
  const random = seededRandom(
    'offline-writer/2',
    request.description,
    request.tone,
    request.picture.facts,
    request.previousOptions,
  );
  // An inside shown with its opening ("Dear Sam,") is the same line without it.
  const opening = addressee ? normalize(openingFor(request.tone, addressee)) : undefined;
  const shownOf = (part: Part) =>
    new Set(
      request.previousOptions.flatMap((option) => {
        const text = normalize(option[part]);
        const opened = part === 'inside' && opening && text.startsWith(`${opening} `);
        return opened ? [text, text.slice(opening.length + 1)] : [text];
      }),
    );
  const shown = { front: shownOf('front'), inside: shownOf('inside'), back: shownOf('back') };
  const queues = angles.map((angle) => ({
    front: ranked(angle.front, facts, 'front', request.tone, shown.front, random),
    inside: ranked(angle.inside, facts, 'inside', request.tone, shown.inside, random),
    back: ranked(angle.back, facts, 'back', request.tone, shown.back, random),
  }));

  const written = Array.from({ length: count }, (_, index) => {
    const queue = queues[index % queues.length]!;
    const round = Math.floor(index / queues.length);
    const pick = (lines: Written[]) => lines[round % lines.length]!;
    const [front, inside, back] = [pick(queue.front), pick(queue.inside), pick(queue.back)];
    let option: CardOption = { front: front.text, inside: inside.text, back: back.text };
    const phrases = [...new Set([...front.phrases, ...inside.phrases, ...back.phrases])];
    const names = reading.recipients.length > 0 ? reading.recipients : addressee ? [addressee] : [];
    if (addressee && !namesAll(option, names)) {
      const opened = `${openingFor(request.tone, addressee)}\n${option.inside}`;
      if (opened.length <= maxLength.inside) option = { ...option, inside: opened };
      phrases.push(addressee);
    }
    return { option, phrases };
  });
  // The options page marks the second option RECOMMENDED: put the most personal one there.
  const order = written
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.phrases.length - a.entry.phrases.length || a.index - b.index);
  const [best, ...rest] = order.map(({ entry }) => entry);
  const arranged = best && rest.length > 0 ? [rest[0]!, best, ...rest.slice(1)] : written;
  return { options: arranged.map((entry) => entry.option), phrases: arranged.map((entry) => entry.phrases) };
}

export function writeOffline(request: WriteRequest, count: number = optionsPerCall): CardOption[] {
  return writeOfflineTraced(request, count).options;
}

export function createOfflineWriter(): CardWriter {
  return {
    kind: 'offline',
    write: (request) => Promise.resolve(writeOffline(request)),
  };
}
