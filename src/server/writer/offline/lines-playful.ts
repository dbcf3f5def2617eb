import type { LineBank } from './line-bank.js';

/** Playful: cute and fun, no jabs. Exclamation marks allowed, sarcasm not. */
export const playfulLines: LineBank = {
  front: [
    '{Greeting}, {name}!',
    'Hooray for {topic|you}!',
    'You + the {keyword} = my favourite combo',
    "Guess who's the best {relation}?",
    'Best. {Occasion|Day}. Ever.',
    'Pretty sure {topic|this} was the best idea ever',
    'Happiness looks a lot like {topic|this}',
    'Ta-da! A {colour} little memory',
    'Ready for the next adventure?',
    'Cue the happy dance!',
    "Life's better with {name|you} in it",
    'Warning: this card contains high levels of joy',
  ],
  inside: [
    "If there were a trophy for {activity}, you'd need a bigger shelf. Thanks for making every day feel like a little adventure. {Wish|}",
    'This {colour} little {medium} just gave me an instant happiness boost. {Topic|The moment}, you, all the giggles: ten out of ten, would do it all again. {Wish|}',
    'Quick reminder: you are awesome, {topic|this {medium}} is awesome, and everything about {keywords} was extra awesome. That is the official report. {Wish|}',
    'Roses are red, this {medium} is {colour}, {topic|today} was magic, and so are you! {Wish|}',
    'Some people collect stamps. I collect moments like {topic|this one}, and this one is a favourite. More adventures soon, okay? {Wish|}',
    "Let's do {topic|this} again, but bigger: more snacks, more silly dances, more stories to tell. I'm in if you are! {Wish|}",
    'You make {topic|everything} more fun just by showing up. Thanks for being my favourite partner in mischief. {Wish|}',
    "Every {medium} with you in it is an instant classic, and this one might be the best yet. Here's to more adventures and more giggles! {Wish|}",
    'Breaking news from {place|the happiest place around}: {topic|this {medium}} has been voted the best memory of the year. The crowd goes wild! {Wish|}',
    "High five for {topic|this}! You bring the sunshine, I'll bring the snacks, and together we'll make a hundred more memories like this one. {Wish|}",
  ],
  back: [
    'Powered by {topic|sunshine} and big smiles.',
    'High fives forever!',
    'Made with giggles and a little glitter.',
    'Certified fun: {topic|this {medium}}.',
    'More adventures loading...',
    'Snacks, smiles and you: the perfect combo.',
    'Stay awesome, {name}!',
    'This card runs on good vibes.',
  ],
};
