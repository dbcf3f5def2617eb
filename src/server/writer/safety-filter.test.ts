import { describe, expect, it } from 'vitest';
import { checkOption, checkText, isQuotable, partitionSafe } from './safety-filter.js';
import { slurs } from './safety-words.js';

const option = (inside: string) => ({ front: 'For you', inside, back: 'Love, me' });

describe('roast-safety filter', () => {
  it('stops slurs in every tone, also stretched, capitalised or in l33t spelling', () => {
    const slur = slurs[0]!;
    const stretched = slur.replace(/([aeiou])/, '$1$1$1');
    const leet = slur.replace(/i/g, '1').replace(/e/g, '3');
    for (const text of [`you ${slur}`, `You ${stretched.toUpperCase()}!`, `total ${leet}`]) {
      for (const tone of ['roast', 'sentimental', 'playful'] as const) {
        expect(checkText(text, tone)).toMatchObject({ safe: false, reason: 'slur' });
      }
    }
  });

  it('stops insults about looks, body, mind or age in any tone', () => {
    expect(checkText('Happy birthday, you ugly goof', 'playful')).toMatchObject({ safe: false, reason: 'attack' });
    expect(checkText('Still fat, still fabulous', 'sentimental')).toMatchObject({ safe: false, reason: 'attack' });
    expect(checkText('Senile but sweet', 'roast')).toMatchObject({ safe: false, reason: 'attack' });
    expect(checkText('Go die in a ditch', 'roast')).toMatchObject({ safe: false, reason: 'threat' });
  });

  it('keeps a roast off who someone is: age, body, race, religion, gender, sexuality, disability', () => {
    const attacks = [
      'Another year older and still no wiser',
      'Nice hairline, very aerodynamic',
      'Your nose arrived at the party first',
      'Typical Catholic guilt on display',
      'Throw like a girl, surf like a girl',
      'Is that why you are still single? Are you gay?',
      'Even a blind man would have caught that wave',
      'Thanks for the dad bod motivation',
    ];
    for (const text of attacks) expect(checkText(text, 'roast'), text).toMatchObject({ safe: false });
  });

  it('lets a warm card mention who someone is', () => {
    expect(checkText('Our old church on the hill, where it all began', 'sentimental').safe).toBe(true);
    expect(checkText('The best old friend anyone could ask for', 'playful').safe).toBe(true);
  });

  it('lets a light roast tease what someone did', () => {
    const roasts = [
      'You fell off every single wave and still called it a personal best.',
      'Spicy take: your map-reading skills need a map.',
      'The classic plan: no plan at all.',
      'Exhibit A: the sandcastle that lasted four minutes.',
    ];
    for (const text of roasts) expect(checkText(text, 'roast'), text).toEqual({ safe: true });
  });

  it('checks front, inside and back of an option', () => {
    expect(checkOption({ front: 'ok', inside: 'ok', back: 'you moron' }, 'playful').safe).toBe(false);
    const { safe, dropped } = partitionSafe([option('A lovely day'), option('You hideous gremlin')], 'roast');
    expect(safe).toHaveLength(1);
    expect(dropped[0]!.verdict).toMatchObject({ safe: false, reason: 'attack', match: 'hideous' });
  });

  it('says which of the customer words a card may quote', () => {
    expect(isQuotable('surfing')).toBe(true);
    expect(isQuotable('fat')).toBe(false);
    expect(isQuotable('wrinkles')).toBe(false);
  });
});
