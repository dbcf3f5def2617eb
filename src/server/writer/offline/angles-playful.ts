import { sentences, youAll, type Angle } from './angles.js';

/** Playful: cute and fun, no jabs. Exclamation marks allowed, sarcasm not. */
export const playfulAngles: readonly Angle[] = [
  {
    name: 'the celebration',
    front: [
      (f) => f.greeting && f.to && `${f.greeting}, ${f.to}!`,
      (f) => f.occasionWord && `Best. ${f.occasionWord}. Ever.`,
      (f) => f.to && `Three cheers for ${f.to}!`,
      () => 'Cue the happy dance!',
      () => 'Hip hip hooray!',
    ],
    inside: [
      (f) =>
        sentences(
          f.wish,
          f.to ? `Hip hip hooray for ${f.to}!` : `Hip hip hooray for ${youAll(f)}!`,
          'You bring the sunshine, I bring the snacks, and together we make the best memories.',
        ),
      (f) =>
        sentences(
          `Quick reminder: ${youAll(f)} are awesome, this ${f.medium} is awesome, and today is extra awesome.`,
          'That is the official report.',
          f.wish,
        ),
      (f) =>
        sentences(
          `This ${f.medium} just gave me an instant happiness boost${f.light === 'bright' ? ', and not only because it is so bright' : ''}.`,
          `${youAll(f).replace(/^y/, 'Y')}, the giggles, all of it: ten out of ten, would do it again.`,
          f.wish,
        ),
    ],
    back: [
      () => 'High fives forever!',
      () => 'Made with giggles and a little glitter.',
      (f) => f.to && `Stay awesome, ${f.to}!`,
      () => 'This card runs on good vibes.',
    ],
  },
  {
    name: 'the moment',
    front: [
      (f) => f.deed && `Remember when ${f.deed}?`,
      (f) => f.thing && `Still smiling about ${f.thing}`,
      (f) => f.place && `Greetings from ${f.place}!`,
      (f) => f.colour && `A little splash of ${f.colour}`,
      () => 'Pretty sure this was the best idea ever',
      () => "This one's a keeper!",
    ],
    inside: [
      (f) =>
        f.deed &&
        sentences(
          `I still giggle every time I think about the day ${f.deed}.`,
          'Ten out of ten, would watch again.',
          f.wish,
        ),
      (f) =>
        sentences(
          'Some people collect stamps. I collect moments like this one, and this one is a favourite.',
          f.thing && `Especially ${f.thing}.`,
          f.wish,
        ),
      (f) =>
        sentences(
          f.place
            ? `Breaking news from ${f.place}: this ${f.medium} has been voted the best memory of the year.`
            : `Breaking news: this ${f.medium} has been voted the best memory of the year.`,
          'The crowd goes wild!',
          f.wish,
        ),
      (f) =>
        sentences(
          `Every ${f.medium} with you in it is an instant classic, and this one might be the best yet.`,
          f.colour && `All that ${f.colour}! All those smiles!`,
          f.wish,
        ),
    ],
    back: [
      () => 'Powered by sunshine and big smiles.',
      (f) => f.colour && `Certified fun, in ${f.colour}.`,
      () => 'Snacks, smiles and you: the perfect combo.',
      () => 'Smiles guaranteed, giggles included.',
    ],
  },
  {
    name: 'the next adventure',
    front: [
      () => 'Ready for the next adventure?',
      (f) => `Life's better with ${youAll(f)} in it`,
      (f) => f.to && !f.many && `Adventure buddies: you and me, ${f.to}`,
      () => 'Warning: this card contains high levels of joy',
      () => 'The next adventure starts now',
    ],
    inside: [
      (f) =>
        sentences(
          "Let's do this again, but bigger: more snacks, more silly dances, more stories to tell.",
          f.place ? `Next stop after ${f.place}? You pick!` : "I'm in if you are!",
          f.wish,
        ),
      (f) =>
        sentences(
          `You make everything more fun just by showing up.`,
          `Thanks for being my favourite ${f.many ? 'partners' : 'partner'} in mischief.`,
          f.wish,
        ),
      (f) =>
        sentences('High five for today! Here is to a hundred more memories, each one sillier than the last.', f.wish),
    ],
    back: [
      () => 'More adventures loading...',
      () => 'Same time next year?',
      () => 'To be continued...',
      () => 'Next adventure: your pick!',
    ],
  },
];
