import { sentences, youAll, type Angle } from './angles.js';

/**
 * Roast: three different jokes, all about what people did (their plans, choices and the
 * evidence on camera), never about who they are. The safety filter checks every line anyway.
 */
export const roastAngles: readonly Angle[] = [
  {
    name: 'the evidence',
    front: [
      (f) => f.deed && `We need to talk about the time ${f.deed}`,
      (f) => `Exhibit A: this ${f.medium}`,
      (f) => f.to && `${f.to}, I have questions about this ${f.medium}`,
      (f) => `I have questions about this ${f.medium}`,
      (f) => f.thing && `Never forget ${f.thing}`,
    ],
    inside: [
      (f) =>
        f.deed &&
        sentences(
          `For the record, I have not forgotten the time ${f.deed}.`,
          `I've saved this ${f.medium} in three places, just in case you ever try to deny it.`,
          f.wish,
        ),
      (f) =>
        sentences(
          `I stared at this ${f.medium} for a long time, trying to work out what the plan was.`,
          "Then I remembered: there was no plan. There's never a plan. That's exactly why it was perfect.",
          f.wish,
        ),
      (f) =>
        sentences(
          `Scientists are still studying this ${f.medium}.`,
          `Their findings so far: ${youAll(f)} were completely sure of the plan, and the plan was not sure of ${youAll(f)}.`,
          f.wish,
        ),
      (f) =>
        f.thing &&
        sentences(
          'Some people keep souvenirs. I keep evidence.',
          `Exhibit A: ${f.thing}. Framed, filed and ready for every family gathering.`,
          f.wish,
        ),
    ],
    back: [
      () => 'Evidence filed. Case closed.',
      (f) => `Keep this card. I've kept the ${f.medium}.`,
      () => 'This card is legally binding proof of what happened.',
      () => 'Exhibit B is on my phone.',
    ],
  },
  {
    name: 'the legend',
    front: [
      (f) => f.greeting && `${f.greeting}, ${f.many ? 'you absolute legends' : 'you absolute legend'}`,
      (f) => f.to && `${f.to}: ${f.many ? 'champions' : 'champion'} of questionable plans`,
      (f) => (f.many ? 'Champions of questionable plans' : 'Champion of questionable plans'),
      (f) => f.place && `${f.place} will never be the same`,
      () => 'Confidence level: unmatched',
    ],
    inside: [
      (f) =>
        sentences(
          f.to ? `${f.to}, you had` : 'You had',
          'the confidence of a professional and the results of a gentle disaster. Honestly? Iconic.',
          f.wish,
        ),
      (f) =>
        sentences(
          f.deed
            ? `Only ${youAll(f)} could look back on the day ${f.deed} and call it a success.`
            : `Only ${youAll(f)} could look back on this and call it a success.`,
          'Never change. Maybe take one lesson.',
          f.wish,
        ),
      (f) =>
        sentences(
          'Some people plan ahead. You prefer to surprise everyone, including yourself.',
          `This ${f.medium} is my favourite proof.`,
          f.wish ?? 'Love you anyway.',
        ),
      (f) =>
        f.place &&
        sentences(
          `${f.place} has seen a lot of visitors, but none with quite your style.`,
          'They are probably still talking about it. So am I.',
          f.wish,
        ),
    ],
    back: [
      () => 'Roasted with love. Mostly love.',
      () => 'Light roast, extra love.',
      () => 'Legends only. Results may vary.',
      () => 'Proudly documenting your finest moments since forever.',
    ],
  },
  {
    name: 'the refund',
    front: [
      () => 'They said it would be relaxing',
      () => 'No refunds on memories like this',
      (f) => f.thing && `Still recovering from ${f.thing}`,
      () => 'Nobody asked for this, and yet here we are',
      () => 'This went exactly as planned. Said no one.',
    ],
    inside: [
      (f) =>
        sentences(
          "They say you can't put a price on memories like this one. Good, because I'd be asking for a refund.",
          f.wish ?? 'Love you anyway.',
        ),
      (f) =>
        sentences(
          f.thing && f.thing2
            ? `Somewhere between ${f.thing} and ${f.thing2}, things went gloriously sideways.`
            : 'Somewhere along the way, things went gloriously sideways.',
          "I wouldn't change a second of it. Well, maybe one or two.",
          f.wish,
        ),
      (f) =>
        sentences(
          f.deed2 ? `I was there when ${f.deed2}. I saw everything.` : 'I was there. I saw everything.',
          "I'm not saying the day went sideways, but people are still talking about it. So am I. So is everyone.",
          f.wish,
        ),
      (f) =>
        sentences(
          `Thank you for this ${f.medium}, the stories and the years of material you keep giving me.`,
          'Please never stop.',
          f.wish,
        ),
    ],
    back: [
      () => 'No refunds. No regrets.',
      () => 'Love you anyway. Obviously.',
      () => 'Same time next year? Bring a plan.',
      () => 'Warning: contains true events.',
    ],
  },
];
