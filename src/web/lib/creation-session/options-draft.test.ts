import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardOption } from '@shared/api/generate';
import { creationSessionKeys as keys } from '@shared/creation-session';
import {
  clearCheckoutData,
  readOptionsDraft,
  saveContextData,
  saveOptionsDraft,
  startNewCard,
} from './creation-storage';
import { MemoryStorage } from '@/test-support/memory-storage';

const cardOptions: CardOption[] = [1, 2, 3].map((n) => ({ front: `F${n}`, inside: `I${n}`, back: `B${n}` }));
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the options draft (what a reload of /create/options shows again)', () => {
  it('keeps the options, the choice (or none yet) and the style', () => {
    saveOptionsDraft({ cardOptions, selectedOption: null, selectedCardStyle: 'realistic' });
    expect(readOptionsDraft()).toEqual({ cardOptions, selectedOption: null, selectedCardStyle: 'realistic' });
    saveOptionsDraft({ cardOptions, selectedOption: 2, selectedCardStyle: 'watercolor' });
    expect(readOptionsDraft()).toEqual({ cardOptions, selectedOption: 2, selectedCardStyle: 'watercolor' });
  });

  it('clears a record that is not a draft, or whose choice is not one of its options', () => {
    storage.setItem(keys.optionsDraft, '{not json');
    expect(readOptionsDraft()).toBeNull();
    expect(storage.getItem(keys.optionsDraft)).toBeNull();
    storage.setItem(keys.optionsDraft, JSON.stringify({ cardOptions, selectedOption: 3 }));
    expect(readOptionsDraft()).toBeNull();
    expect(storage.getItem(keys.optionsDraft)).toBeNull();
  });

  it('is forgotten with the checkout data: a new card, or new words for the memory', () => {
    const draft = { cardOptions, selectedOption: 0, selectedCardStyle: 'realistic' as const };
    saveOptionsDraft(draft);
    startNewCard();
    expect(readOptionsDraft()).toBeNull();

    saveContextData({ selectedTone: 'playful', memoryDescription: 'The lake.' });
    saveOptionsDraft(draft);
    saveContextData({ selectedTone: 'playful', memoryDescription: 'The lake.' });
    expect(readOptionsDraft()).toEqual(draft);
    saveContextData({ selectedTone: 'playful', memoryDescription: 'The lake at noon.' });
    expect(readOptionsDraft()).toBeNull();

    saveOptionsDraft(draft);
    clearCheckoutData();
    expect(readOptionsDraft()).toBeNull();
  });

  it('does not throw when storage is full: the page works on', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveOptionsDraft({ cardOptions, selectedOption: 1, selectedCardStyle: 'realistic' })).not.toThrow();
  });
});
