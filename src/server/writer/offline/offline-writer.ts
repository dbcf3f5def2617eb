import type { CardOption } from '../../../shared/api/generate.js';
import { optionsPerCall, type Tone } from '../../../shared/creation-rules.js';
import type { CardWriter, WriteRequest } from '../card-writer.js';
import { checkText } from '../safety-filter.js';
import { buildCardContext } from './card-context.js';
import type { LineBank } from './line-bank.js';
import { playfulLines } from './lines-playful.js';
import { roastLines } from './lines-roast.js';
import { sentimentalLines } from './lines-sentimental.js';
import { readDescription } from './read-description.js';
import { renderLine, type RenderedLine } from './render-line.js';
import { seededRandom, type Random } from './seeded-random.js';

const banks: Record<Tone, LineBank> = { roast: roastLines, sentimental: sentimentalLines, playful: playfulLines };
const maxLength = { front: 120, inside: 600, back: 200 } as const;
type Part = keyof typeof maxLength;

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Random order, but lines that carry more of the customer's details tend to come first. */
function weightedOrder(lines: RenderedLine[], random: Random): RenderedLine[] {
  const pool = [...lines];
  const ordered: RenderedLine[] = [];
  while (pool.length > 0) {
    const weights = pool.map((line) => 1 + 2 * line.personal);
    let roll = random() * weights.reduce((sum, weight) => sum + weight, 0);
    const index = Math.max(
      0,
      weights.findIndex((weight) => (roll -= weight) < 0),
    );
    ordered.push(...pool.splice(index, 1));
  }
  return ordered;
}

/**
 * The offline writer: no network, no keys, the same answer for the same input. It reads the
 * description's names, occasion, phrases and key words, adds the picture's colours, light and
 * kind, and fills hand-written lines for the tone. Load More passes the options already shown;
 * lines used there go to the back of the queue, so the next three are new.
 */
export function writeOffline(request: WriteRequest, count: number = optionsPerCall): CardOption[] {
  const { facts } = request.picture;
  const context = buildCardContext(readDescription(request.description), facts);
  const bank = banks[request.tone];
  const random = seededRandom('offline-writer/1', request.description, request.tone, facts, request.previousOptions);

  const candidates = (part: Part) => {
    const shown = new Set(request.previousOptions.map((option) => normalize(option[part])));
    const lines = new Map<string, RenderedLine>();
    for (const template of bank[part]) {
      const line = renderLine(template, context);
      if (!line || line.text.length > maxLength[part] || !checkText(line.text, request.tone).safe) continue;
      lines.set(normalize(line.text), line);
    }
    const fresh = [...lines].filter(([key]) => !shown.has(key)).map(([, line]) => line);
    const stale = [...lines].filter(([key]) => shown.has(key)).map(([, line]) => line);
    return [...weightedOrder(fresh, random), ...weightedOrder(stale, random)];
  };

  const fronts = candidates('front');
  const insides = candidates('inside');
  const backs = candidates('back');
  const options = Array.from({ length: count }, (_, i) => {
    const front = fronts[i % fronts.length]!;
    const inside = insides[i % insides.length]!;
    const back = backs[i % backs.length]!;
    return {
      option: { front: front.text, inside: inside.text, back: back.text },
      personal: front.personal + inside.personal,
    };
  });
  // The options page marks the second option RECOMMENDED: put the most personal one there.
  const ranked = [...options].sort((a, b) => b.personal - a.personal);
  const [best, ...rest] = ranked;
  const arranged = rest.length > 0 && best ? [rest[0]!, best, ...rest.slice(1)] : ranked;
  return arranged.map((entry) => entry.option);
}

export function createOfflineWriter(): CardWriter {
  return {
    kind: 'offline',
    write: (request) => Promise.resolve(writeOffline(request)),
  };
}
