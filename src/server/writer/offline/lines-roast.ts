import type { LineBank } from './line-bank.js';

/**
 * Roast: tease what they did, never who they are. Every line here is about choices, plans,
 * habits and the evidence on camera; the safety filter checks the result anyway.
 */
export const roastLines: LineBank = {
  front: [
    '{Name}, we need to talk about {topic}',
    'We need to talk about {topic|this}',
    'Exhibit A: {topic|this {medium}}',
    'I have questions about this {medium}',
    'Breaking news: {name|local legend} survives {topic|another adventure}',
    '{Greeting}, you absolute legend',
    "Let's discuss your {activity} skills",
    'Still recovering from {topic|this {medium}}',
    "Proof you can't be left alone with the {keyword}",
    'This {medium} raises so many questions',
    'Confidence level: {topic|this {medium}}',
    '{Name|You}: champion of questionable plans',
    'Nobody asked for {topic|this}, and yet here we are',
  ],
  inside: [
    "Let's be honest: you treated {topic|the whole thing} like an Olympic event and still got beaten by the snacks. I've seen the {medium}, I know what happened, and I'm choosing to love you anyway. {Wish|}",
    'Your {activity} skills are truly one of a kind, mostly because nobody else would dare try it that way. Never change. Maybe take one lesson. {Wish|}',
    "I stared at this {medium} for a long time, trying to work out what the plan was. Then I remembered: there was no plan. There's never a plan. That's exactly why {topic|it} was perfect. {Wish|}",
    'Somewhere between {keywords}, you had the confidence of a professional and the results of a gentle disaster. Honestly? Iconic. {Wish|}',
    'Scientists are still studying {topic|this {medium}}. Their findings so far: you were completely sure you knew what you were doing, and you completely did not. {Wish|}',
    "They say you can't put a price on memories like {topic|this one}. Good, because I'd be asking for a refund. {Wish|Love you anyway.}",
    "I'm not saying {topic|the day} went sideways, but people are still talking about it. So am I. So is everyone. {Wish|}",
    'You walked into {topic|this {medium}} like the main character and walked out like the blooper reel. Thank you for your service. {Wish|}',
    "For the record, I've saved this {medium} in three places, just in case you ever forget {topic|what happened} or try to deny it. {Wish|}",
    "{Name|You} plus the {keyword} equals chaos. Beautiful, hilarious chaos that I wouldn't trade for anything. Well, maybe for a nap. {Wish|}",
    'Some people plan ahead. You prefer to surprise everyone, including yourself. {Topic|This {medium}} is my favourite proof. {Wish|}',
  ],
  back: [
    'Roasted with love. Mostly love.',
    'No refunds on memories like {topic|this one}.',
    'Evidence filed under: {keyword}.',
    'Proudly documenting your finest moments since forever.',
    'This card is legally binding proof of {topic|what happened}.',
    'Love you anyway. Obviously.',
    "Keep this card. I've kept the {medium}.",
    'Light roast, extra love.',
  ],
};
