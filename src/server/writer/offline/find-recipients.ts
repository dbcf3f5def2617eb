import type { NameSpan } from './find-names.js';
import { relationWords } from './people-words.js';
import type { Term } from './read-terms.js';

/** Whom the card is for, and who else the description names. */
export interface People {
  /** Addressed together, in the description's order: ["Mom", "Dad"]; empty when nobody is named. */
  recipients: string[];
  /** Named, but not the card's addressees: "the kids' friend Tom", a dog at the beach. */
  mentioned: string[];
  /** The recipient's relation when there is one recipient: "sister" (from "my sister" or "my sister Emma"). */
  relation?: string;
  recipientIsPet: boolean;
}

interface Group {
  members: NameSpan[];
  start: number;
  end: number;
  score: number;
}

/** "and" in the languages families mix in: "José y María", "Anna und Paul". */
const joiners = new Set(['and', '&', '+', 'n', 'y', 'e', 'et', 'und', 'en', 'och', 'og']);
const occasionVerbs =
  /^(turns?|turned|turning|graduated?|graduates|graduating|retired?|retires|retiring|married|engaged|promoted)$/;
const addressWords = new Set(['for', 'dear', 'congrats', 'congratulations', 'thanks', 'hey', 'hi']);

/** Names joined by "and", "&" or commas make one group: "Mom and Dad", "Priya, Arjun and Dev". */
function groupNames(terms: Term[], spans: NameSpan[]): Group[] {
  const groups: Group[] = [];
  for (const span of spans.filter((candidate) => candidate.kind !== 'place')) {
    const last = groups.at(-1);
    const between = last ? terms.slice(last.end + 1, span.start) : [];
    const joined =
      last &&
      // "baby Mia, Anna and Ben's newborn": the baby is not one of the parents.
      terms[last.start - 1]?.lower !== 'baby' &&
      !last.members.at(-1)!.possessive &&
      terms[last.end]!.sentence === terms[span.start]!.sentence &&
      between.length <= 1 &&
      between.every((term) => joiners.has(term.lower)) &&
      (between.length === 1 || terms[last.end]!.after.includes(','));
    if (joined) {
      last.members.push(span);
      last.end = span.end;
    } else {
      groups.push({ members: [span], start: span.start, end: span.end, score: 0 });
    }
  }
  return groups;
}

/** How sure we are that a group is the one the card is for; the first one named wins a tie. */
function scoreGroups(terms: Term[], groups: Group[], occasionAt: number | undefined): void {
  groups.forEach((group, index) => {
    const before = terms[group.start - 1]?.lower ?? '';
    const twoBefore = terms[group.start - 2]?.lower ?? '';
    if (addressWords.has(before) || (before === 'to' && group.members[0]!.kind !== 'place')) group.score += 5;
    if (before === 'you' && twoBefore === 'thank') group.score += 5;
    if (occasionAt !== undefined && before && occasionAt === group.start - 1) group.score += 5; // "Happy birthday Sam"
    const after = terms[group.end + 1];
    if (
      group.members.at(-1)!.possessive &&
      occasionAt !== undefined &&
      occasionAt > group.end &&
      occasionAt - group.end <= 4
    )
      group.score += 4;
    if (after && occasionVerbs.test(after.lower)) group.score += 4;
    if (index === 0) group.score += 1;
    if (group.members.every((member) => member.kind === 'pet')) group.score -= 2;
  });
  // "... with Sarah for her 30th birthday": the pronoun before the occasion points back to the last group.
  const pronounAt = terms.findIndex(
    (term, at) =>
      occasionAt !== undefined && at < occasionAt && at >= occasionAt - 3 && /^(his|her|their)$/.test(term.lower),
  );
  if (pronounAt >= 0) {
    const owner = [...groups].reverse().find((group) => group.end < pronounAt);
    if (owner) owner.score += 4;
  }
}

/** "my sister" with no name: a recipient the card can praise but not name. */
function ownRelation(terms: Term[]): string | undefined {
  for (let i = 1; i < terms.length; i += 1) {
    const relation = relationWords[terms[i]!.lower];
    if (relation && ['my', 'our'].includes(terms[i - 1]!.lower)) return relation;
  }
  return undefined;
}

export function findRecipients(terms: Term[], spans: NameSpan[], occasionAt: number | undefined): People {
  const groups = groupNames(terms, spans);
  scoreGroups(terms, groups, occasionAt);
  const chosen = groups.reduce<Group | undefined>(
    (best, group) => (!best || group.score > best.score ? group : best),
    undefined,
  );
  const unique = (names: string[]) => [...new Set(names)];
  const recipients = unique(chosen?.members.map((member) => member.name) ?? []);
  const mentioned = unique(
    groups.filter((group) => group !== chosen).flatMap((group) => group.members.map((member) => member.name)),
  ).filter((name) => !recipients.includes(name));
  const single = chosen?.members.length === 1 ? chosen.members[0] : undefined;
  const relation = chosen ? (single?.relation ?? undefined) : ownRelation(terms);
  return {
    recipients,
    mentioned,
    relation: recipients.length <= 1 ? relation : undefined,
    recipientIsPet: !!chosen && chosen.members.every((member) => member.kind === 'pet'),
  };
}
