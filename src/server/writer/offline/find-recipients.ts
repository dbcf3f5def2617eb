import type { NameSpan } from './find-names.js';
import type { Occasion } from './find-occasion.js';
import { familyTitles, relationWords } from './people-words.js';
import { peopleNouns } from './phrase-words.js';
import { hasTag, type Term } from './read-terms.js';

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
const spokenTo =
  /^(you|u|ya|welcome|farewell|goodbye|bye|soon|congrats|congratulations|thanks|thx|dear|hey|hi|hello|mubarak|happy|merry)$/;
/** The parent a title pairs with, in the same family's words: Dad and Mom, Mum and Dad, Papa and Mama. */
const partnerTitles: Record<string, string> = {
  Dad: 'Mom',
  Mom: 'Dad',
  Mum: 'Dad',
  Mam: 'Dad',
  Daddy: 'Mommy',
  Mommy: 'Daddy',
  Papa: 'Mama',
  Mama: 'Papa',
  Grandma: 'Grandpa',
  Grandpa: 'Grandma',
};
const mothersFirst = ['Mom', 'Mum', 'Mam', 'Mommy', 'Mama', 'Grandma'];
/** "Mom and Dad", as families say it. */
const familyOrder = (members: NameSpan[]) =>
  [...members].sort((a, b) => Number(!mothersFirst.includes(a.name)) - Number(!mothersFirst.includes(b.name)));
const couples = new Set<string>(['wedding', 'engagement', 'anniversary']);
const joiners = new Set(['and', '&', '+', 'n', 'y', 'e', 'et', 'und', 'en', 'och', 'og']);
const occasionVerbs =
  /^(turns?|turned|turning|graduated?|graduates|graduating|retired?|retires|retiring|married|engaged|promoted)$/;
const addressWords = new Set([
  'for',
  'dear',
  'congrats',
  'congratulations',
  'thanks',
  'thx',
  'thanx',
  'ty',
  'cheers',
  'hey',
  'hi',
]);

/** Names joined by "and", "&" or commas make one group: "Mom and Dad", "Priya, Arjun and Dev". */
function groupNames(terms: Term[], spans: NameSpan[]): Group[] {
  const groups: Group[] = [];
  for (const span of spans.filter((candidate) => candidate.kind !== 'place')) {
    const last = groups.at(-1);
    const between = last ? terms.slice(last.end + 1, span.start) : [];
    // "my grandfather, Ông An": the name after a title and a comma is the same person.
    const lastMember = last?.members.at(-1);
    const appositive =
      last &&
      lastMember &&
      between.length === 0 &&
      last.members.length === 1 &&
      familyTitles[terms[last.end]!.lower] &&
      terms[last.end]!.after === ',' &&
      terms[last.start - 1]?.lower === 'my';
    if (appositive) {
      last.members = [span];
      last.start = span.start;
      last.end = span.end;
      continue;
    }
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
    // "to Deb" addresses Deb; "proposed to Ana" does not.
    const addressedTo = before === 'to' && !hasTag(terms[group.start - 2], 'Verb');
    if (addressWords.has(before) || addressedTo) group.score += 5;
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
    // "So proud of you Mateus", "Get well soon Hiroshi", "Welcome baby Amara!", "Thank you so much Mrs Adeyemi":
    // a name right after words said to someone is the one they are said to.
    let back = group.start - 1;
    while (back >= 0 && /^(so|much|very|baby|little|dear|my|again|too|all)$/.test(terms[back]!.lower)) back -= 1;
    if (back >= 0 && spokenTo.test(terms[back]!.lower) && terms[back]!.sentence === terms[group.start]!.sentence)
      group.score += 5;
    // "from Mr Haddad to the class": that is who signs the card.
    if (before === 'from') group.score -= 5;
    // "Chidi, I don't even know how to thank you": a name that opens the description and is spoken to.
    if (group.start === 0 && /[,!:]/.test(terms[group.end]!.after)) group.score += 5;
    // "Ms Okafor's last class": the description opens with whose day it is.
    if (
      group.start === 0 &&
      group.members.at(-1)!.possessive &&
      hasTag(terms[group.end + 1], 'Noun', 'Adjective', 'Value')
    )
      group.score += 2;
    // "you stayed on the phone with me when Dad was in hospital": the card speaks to "you", not to Dad.
    if (terms.slice(0, group.start).some((term, at) => /^(you|u)$/.test(term.lower) && hasTag(terms[at + 1], 'Verb')))
      group.score -= 2;
    // "with the cousins, Arjun and Kavya": names after a group word are some of that group, not the addressees.
    const groupWord = terms[group.start - 1];
    if (groupWord && peopleNouns.has(groupWord.lower) && hasTag(groupWord, 'Plural')) group.score -= 3;
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

/** The same people named again ("Grandma Rose ... Grandma had to finish it") are not someone else. */
function namedAgain(group: Group, chosen: Group | undefined): boolean {
  const words = new Set(chosen?.members.flatMap((member) => member.name.toLowerCase().split(' ')) ?? []);
  return group.members.every((member) =>
    member.name
      .toLowerCase()
      .split(' ')
      .every((word) => words.has(word)),
  );
}

/** Couples' occasions are for both: "Chris proposed to Ana" is a card to Chris and Ana. */
function withPartner(terms: Term[], groups: Group[], chosen: Group, couple: boolean): Group {
  if (!couple || chosen.members.length !== 1) return chosen;
  const partner = groups.find(
    (group) =>
      group !== chosen &&
      group.members.length === 1 &&
      group.members[0]!.kind === 'person' &&
      terms[group.start]!.sentence === terms[chosen.start]!.sentence &&
      !namedAgain(group, chosen),
  );
  if (!partner) return chosen;
  const members = [chosen, partner].sort((a, b) => a.start - b.start).flatMap((group) => group.members);
  return { ...chosen, members };
}

export function findRecipients(terms: Term[], spans: NameSpan[], occasion: Occasion | undefined): People {
  const groups = groupNames(terms, spans);
  scoreGroups(terms, groups, occasion?.at);
  let best = groups.reduce<Group | undefined>(
    (top, group) => (!top || group.score > top.score ? group : top),
    undefined,
  );
  // "my parents ... mom ... dad": the parents are both, named by their titles.
  const parents = terms.some((term) => /^(parents|parnets|grandparents|folks)$/.test(term.lower));
  const titled = groups.filter((group) => group.members.length === 1 && familyTitles[terms[group.start]!.lower]);
  // "my parents ... dad still can't cook": the other parent is named by the matching title.
  if (parents && best && titled.length === 1 && best === titled[0]) {
    const partner = partnerTitles[best.members[0]!.name];
    if (partner) best.members = familyOrder([...best.members, { ...best.members[0]!, name: partner }]);
    best.score += 2;
  }
  if (parents && titled.length >= 2 && best && titled.includes(best)) {
    const [first, second] = titled as [Group, Group];
    first.members = [...first.members, ...second.members];
    first.end = Math.max(first.end, second.end);
    first.score = best.score + 2;
    groups.splice(groups.indexOf(second), 1);
    best = first;
  }
  // "We love you Ông!" after "my grandfather, Ông An": the fuller name of the same person.
  const fuller = best && groups.find((group) => group !== best && namedAgain(best!, group) && !namedAgain(group, best));
  if (fuller && best) {
    fuller.score = Math.max(fuller.score, best.score);
    groups.splice(groups.indexOf(best), 1);
    best = fuller;
  }
  // Several people and nothing saying which one the card is for: address nobody rather than guess.
  const others = groups.filter(
    (group) => group !== best && !namedAgain(group, best) && group.members.some((member) => member.kind !== 'pet'),
  );
  const sure = best && (best.score >= 2 || (others.length === 0 && best.score >= 0));
  const couple = couples.has(occasion?.kind ?? '');
  const paired = best && couple ? withPartner(terms, groups, best, couple) : undefined;
  // An engagement or a wedding between two named people is for both, however unsure the rest is.
  const chosen = sure ? (paired ?? best) : paired && paired.members.length > 1 ? paired : undefined;
  const unique = (names: string[]) => [...new Set(names)];
  const recipients = unique(chosen?.members.map((member) => member.name) ?? []);
  const mentioned = unique(
    groups
      .filter((group) => group !== chosen && !namedAgain(group, chosen))
      .flatMap((group) => group.members.map((member) => member.name)),
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
