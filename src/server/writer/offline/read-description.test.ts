import { describe, expect, it } from 'vitest';
import { readDescription } from './read-description.js';

describe('readDescription', () => {
  it('finds who the card is for, the occasion, phrases and an activity', () => {
    const reading = readDescription("My dad's 60th birthday fishing trip to the lake. He caught one tiny fish.");
    expect(reading.name).toBe('Dad');
    expect(reading.occasion?.greeting).toBe('Happy Birthday');
    expect(reading.topics).toContain('the lake');
    expect(reading.topics).toContain('your birthday fishing trip');
    expect(reading.activity).toBe('fishing');
    expect(reading.keywords).toContain('lake');
  });

  it('tells people from places and sentence starts from names', () => {
    expect(readDescription('Our road trip to the Grand Canyon with Grandpa Joe')).toMatchObject({
      name: 'Grandpa Joe',
      place: 'the Grand Canyon',
    });
    expect(readDescription('Graduation day! Emma finally did it.').name).toBe('Emma');
    expect(readDescription('Beach fun with the whole family').name).toBeUndefined();
    expect(readDescription('Sunday brunch at Luigi').name).toBeUndefined();
  });

  it('turns "my" into words a card can say to the recipient', () => {
    expect(readDescription('my favourite hiking boots').topics).toEqual(['those hiking boots']);
  });

  it('copes with a description that says almost nothing', () => {
    expect(readDescription('lol')).toEqual({ topics: [], keywords: [] });
  });
});
