import { describe, expect, it } from 'vitest';
import { cardBrandLabel } from './card-brand';

describe('card brand labels', () => {
  it('shows VISA, MC, AMEX and DISC', () => {
    expect(cardBrandLabel('visa')).toBe('VISA');
    expect(cardBrandLabel('mastercard')).toBe('MC');
    expect(cardBrandLabel('amex')).toBe('AMEX');
    expect(cardBrandLabel('American Express')).toBe('AMEX');
    expect(cardBrandLabel('discover')).toBe('DISC');
  });

  it('shows any other brand in capitals', () => {
    expect(cardBrandLabel('jcb')).toBe('JCB');
  });
});
