/**
 * Occasions per recipient and their reminder e-mails (issue 19). None of these words are the
 * spec's; the address book, the create flow, the server and the tests all read them from here.
 */

export const occasionKinds = ['birthday', 'anniversary', 'other'] as const;
export type OccasionKind = (typeof occasionKinds)[number];

export const occasionRepeats = ['yearly', 'once'] as const;
export type OccasionRepeat = (typeof occasionRepeats)[number];

/** Far more dates than anyone keeps for one person, few enough to show on the address book. */
export const maxOccasionsPerRecipient = 20;
export const maxOccasionNameLength = 60;
export const remindDaysLimits = { min: 1, max: 60, default: 14 } as const;

export const occasionKindLabels: Record<OccasionKind, string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  other: 'Another date',
};

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "Mar 14", and "Mar 14, 2027" when the year is known: the spec's short month style. */
export function occasionDayLabel(month: number, day: number, year?: number | null): string {
  const short = (monthNames[month - 1] ?? '').slice(0, 3);
  return year ? `${short} ${day}, ${year}` : `${short} ${day}`;
}

/** What an occasion is called in a sentence: "birthday", "anniversary", or its own name. */
export function occasionTitle(occasion: { kind: OccasionKind; name: string | null }): string {
  if (occasion.kind === 'other') return occasion.name ?? '';
  return occasion.kind;
}

export const occasionMessages = {
  notFound: 'Occasion not found',
  tooMany: (max: number) =>
    `One person can have up to ${max} occasions. Delete one you no longer need, then add the new one.`,
  nameRequired: 'Please name the occasion, for example Graduation.',
  nameTooLong: (max: number) => `Keep the occasion's name to ${max} characters.`,
  invalidDate: 'Please choose a day that exists in that month.',
  invalidFeb29: 'February 29 exists only in leap years: pick a leap year or make it yearly.',
  yearRequired: 'A one-time occasion needs its year.',
  invalidYear: 'Please enter the year in full, for example 2027.',
  remindDays: (min: number, max: number) => `Remind between ${min} and ${max} days before.`,
} as const;

export const occasionScreenTexts = {
  heading: 'Occasions',
  none: 'No occasions yet. Add a birthday or another date to be reminded before it.',
  add: 'Add an occasion',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save occasion',
  saving: 'Saving…',
  cancel: 'Cancel',
  kind: 'Occasion',
  name: 'Name of the occasion',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  yearHint: 'Needed for a one-time occasion.',
  repeats: 'Repeats',
  repeatLabels: { yearly: 'Every year', once: 'Only once' } satisfies Record<OccasionRepeat, string>,
  remindDaysBefore: 'Remind me this many days before',
  /** Feb 29 is allowed for yearly dates; the reminder then counts from Feb 28 in other years. */
  feb29Hint: 'In years without February 29 we count from February 28.',
  /** "Birthday · Mar 14 · reminder 14 days before" */
  summary: (kindLabel: string, day: string, daysBefore: number) =>
    `${kindLabel} · ${day} · reminder ${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before`,
  added: 'Occasion added.',
  updated: 'Occasion updated.',
  deleted: 'Occasion deleted.',
  deleteLabel: (what: string) => `Delete ${what}`,
  editLabel: (what: string) => `Edit ${what}`,
} as const;

/** The reminder e-mail. `date` is already formatted ("Mar 14, 2027"). */
export const occasionReminderEmailTexts = {
  subject: (name: string, title: string, date: string) => `${name}'s ${title} is on ${date}`,
  heading: (name: string, title: string, date: string) => `${name}'s ${title} is on ${date}`,
  /** `days` is how far off the day is when the e-mail goes (0 when it is today). */
  body: (name: string, days: number) =>
    `${days === 0 ? 'Today' : days === 1 ? 'Tomorrow' : `In ${days} days`} it is ${name}'s day. Turn a photo or a video into a card and we print and post it for you.`,
  button: (name: string) => `Start a card for ${name}`,
  why: 'You saved this date in your Keepsake address book.',
} as const;

/** The context page's line when the card was started from a reminder. */
export const occasionCardTexts = {
  /** "A card for Jane's birthday on Mar 14" */
  cardFor: (name: string, title: string, day: string) => `A card for ${name}'s ${title} on ${day}`,
} as const;
