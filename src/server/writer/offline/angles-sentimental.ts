import { sentences, type Angle } from './angles.js';

/** Sentimental: bring on the feels. Warm and specific, never filler. */
export const sentimentalAngles: readonly Angle[] = [
  {
    name: 'the person',
    front: [
      (f) => f.greeting && f.to && `${f.greeting}, ${f.to}`,
      (f) => f.to && `For ${f.to}, with all my love`,
      (f) => f.relation && `To the best ${f.relation} there is`,
      (f) => f.to && `${f.to}, you make everything brighter`,
      (f) =>
        f.count === 2
          ? 'For two people who mean the world'
          : f.many
            ? 'For the people who mean the world'
            : 'For someone who means the world',
      () => 'With all my heart',
      (f) => f.greeting && `${f.greeting}, with all my love`,
    ],
    inside: [
      (f) =>
        sentences(
          f.to ? `${f.to}, you have` : 'You have',
          'a way of turning ordinary days into the ones I hold closest.',
          f.deed && `I still think about the day ${f.deed}, and it makes me smile every time.`,
          f.wish,
          'Thank you for being exactly who you are.',
        ),
      (f) =>
        f.relation &&
        sentences(
          `You are the best ${f.relation} anyone could wish for.`,
          f.thing
            ? `Every memory with you, especially ${f.thing}, is a gift I treasure.`
            : 'Every memory with you is a gift I treasure.',
          f.wish,
        ),
      (f) =>
        sentences(
          "I don't say it often enough, so here it is: you make my world brighter.",
          `This ${f.medium} is proof that the best things in life are the moments we share.`,
          f.wish ?? 'With all my love.',
        ),
      (f) =>
        sentences(
          'Some people make memories; you make them unforgettable.',
          f.thing && `From ${f.thing} to every little moment in between, I'm grateful for all of it.`,
          f.wish,
        ),
    ],
    back: [
      (f) => f.to && `Made with love for ${f.to}`,
      () => 'With love, today and always.',
      () => 'Forever grateful for you.',
      (f) => (f.many ? 'My favourite people, always.' : 'My favourite person, always.'),
    ],
  },
  {
    name: 'the moment',
    front: [
      (f) => f.deed && `Remember when ${f.deed}?`,
      (f) => f.thing && `Still my favourite memory: ${f.thing}`,
      (f) => f.place && `Dreaming of ${f.place}`,
      () => "The day we'll always keep",
      () => 'Of all my memories, this one glows',
      (f) => f.colour && `Some moments stay ${f.colour} forever`,
    ],
    inside: [
      (f) =>
        f.deed &&
        sentences(
          `I keep coming back to this ${f.medium}, and to the day ${f.deed}.`,
          'Some moments fade; this one only gets better every time I remember it.',
          f.wish,
        ),
      (f) =>
        sentences(
          `Every time I look at this ${f.medium}, I'm right back there:`,
          f.colour
            ? `the ${f.colour} light, the laughter, and you at the heart of it all.`
            : 'the laughter, the light, and you at the heart of it all.',
          f.wish,
        ),
      (f) =>
        sentences(
          f.place
            ? `Of all the days we've shared, that trip to ${f.place} is one I'd live again in a heartbeat.`
            : "Of all the days we've shared, this is one I'd live again in a heartbeat.",
          f.thing && `I still think about ${f.thing} and smile.`,
          f.wish,
        ),
      (f) =>
        sentences(
          'They say a picture is worth a thousand words, but this one holds a thousand feelings.',
          // The picture's light: "soft", "bright" or "moody".
          `Even the light in it is ${f.light}, just the way I remember it.`,
          'It reminds me how lucky I am to have you in my life.',
          f.wish ?? 'With all my love.',
        ),
    ],
    back: [
      (f) => f.place && `A keepsake from ${f.place}`,
      (f) => f.colour && `Captured in ${f.colour}, kept in my heart.`,
      () => 'Some memories are forever.',
      () => 'A day worth keeping.',
    ],
  },
  {
    name: 'the future',
    front: [
      (f) => (f.to ? `To many more adventures, ${f.to}` : 'To many more adventures together'),
      () => 'The best is yet to come',
      (f) => f.greeting && `${f.greeting}, and here's to what's next`,
      () => 'Here we go again, together',
      () => 'Here is to everything still ahead',
    ],
    inside: [
      (f) =>
        sentences(
          f.wish,
          'I hope the year ahead is full of days like this one: easy, bright and shared.',
          f.place ? `And maybe another trip to ${f.place}.` : "Wherever it takes us, I'm glad I get to be there.",
        ),
      (f) =>
        sentences(
          'Whenever the days get busy, I come back to this moment and remember what matters most: you.',
          `I can't wait to see what we do next.`,
          f.wish,
        ),
      (f) =>
        sentences(
          "Here's to more early mornings, late nights and everything in between.",
          f.deed2 ? `And to more days like the one when ${f.deed2}.` : 'And to many more memories like this one.',
          f.wish ?? 'With love, always.',
        ),
      () =>
        "Life moves fast, but some moments ask us to stop and remember. This is one of mine, and I can't wait to make the next one with you.",
    ],
    back: [
      () => 'For the memories we made and the ones still to come.',
      (f) => (f.to ? `To many more, ${f.to}.` : 'To many more.'),
      () => 'The best chapters are still unwritten.',
      () => 'Always looking forward, always together.',
    ],
  },
];
