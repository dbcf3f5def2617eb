import type { LineBank } from './line-bank.js';

/** Sentimental: bring on the feels. Warm, specific, never saccharine filler. */
export const sentimentalLines: LineBank = {
  front: [
    '{Greeting}, {name}',
    '{Greeting}, with all my love',
    'For {name}, with all my heart',
    'Remember {topic|this moment}?',
    'Still my favourite memory: {topic|this one}',
    'Some moments stay {colour} forever',
    "The day we'll always keep",
    'Every {medium} tells a story. This one is ours.',
    'You, me and {topic|this moment}',
    'Home is wherever you are, {name|my dear}',
    'A little {colour} piece of forever',
    'Thinking of the {keyword} and you',
    'To the best {relation} there is',
    'Of all my memories, this one glows',
  ],
  inside: [
    "Every time I look at this {medium}, I'm right back at {topic|that moment}: the {colour} glow, the laughter, and you at the heart of it all. {Wish|} Thank you for turning ordinary days into the memories I hold closest.",
    '{Name|You know}, some memories fade, but {topic|this one} never will. I still think about {keywords} and smile. I am so grateful for every moment with you. {Wish|}',
    'They say a picture is worth a thousand words, but this {medium} holds a thousand feelings. {Topic|This moment} reminds me how lucky I am to have you in my life. {Wish|With all my love.}',
    "Of all the days we've shared, {topic|this one} is one I'd live again in a heartbeat. The {keyword}, the {light} light, the way time slowed down: I keep all of it close. {Wish|With all my love.}",
    "I don't say it often enough, so here it is: you make my world brighter, {name|my dear}. This {medium} is proof that the best things in life are the moments we share. {Wish|}",
    "Looking at this, I can almost feel {topic|that day} again. Thank you for the {keyword|laughter}, the stories and the quiet moments in between. {Wish|Here's to many more memories together.}",
    'Life moves fast, but some moments ask us to stop and remember. {Topic|This one} is one of mine, and you are the reason it shines. {Wish|}',
    'If I could keep one feeling forever, it would be this one: the {colour} colours, the easy laughter and you right there beside me. {Wish|} Thank you for being you.',
    'You are the best {relation} anyone could wish for. Every memory with you, especially {topic|this one}, is a gift I treasure. {Wish|}',
    "Some people make memories; you make them unforgettable. From {keywords} to every little moment in between, I'm grateful for all of it, {name|my dear}. {Wish|}",
    'Whenever the days get busy, I come back to {topic|this moment} and remember what matters most: you. {Wish|Thank you for every single day.}',
  ],
  back: [
    'Made with love for {name}',
    'A keepsake of {topic|a day worth keeping}',
    'Some memories are forever.',
    'With love, today and always.',
    'Captured in {colour}, kept in my heart.',
    'For the memories we made and the ones still to come.',
    'Forever grateful for you, {name}.',
    "Here's to the {keyword}, and to us.",
  ],
};
