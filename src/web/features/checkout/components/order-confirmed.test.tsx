import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { confirmationScreenTexts as texts } from '@shared/checkout-messages';
import { renderScreen } from '@/test-support/render-screen';
import { OrderConfirmed } from './order-confirmed';

/** The structure rules a screen reader relies on to pair "Order number" with the number. */
async function structureViolations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'rule', values: ['definition-list', 'dlitem', 'list', 'listitem'] },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join()}`);
}

describe('the order confirmation', () => {
  it('pairs the order number with its term and keeps the notes out of the definition list', async () => {
    const { container } = renderScreen(
      <OrderConfirmed order={{ orderNumber: 'KS-4821', email: 'ada@example.com', paidWithPlan: true }} />,
    );

    expect(screen.getByRole('term').textContent).toBe(texts.orderNumber);
    expect(screen.getByRole('definition').textContent).toBe('KS-4821');
    expect(screen.getByText(texts.emailSent('ada@example.com')).closest('dl')).toBeNull();
    expect(screen.getByText(texts.paidWithPlan).closest('dl')).toBeNull();
    expect(await structureViolations(container)).toEqual([]);
  });

  it('shows the safety filter’s notes on the customer’s own words, and nothing when there are none', () => {
    const message = 'Your inside text says "idiot", which our writer would leave out of a card.';
    const { unmount } = renderScreen(
      <OrderConfirmed
        order={{
          orderNumber: 'KS-4822',
          email: 'ada@example.com',
          paidWithPlan: false,
          textWarnings: [{ part: 'inside', message }],
        }}
      />,
    );
    const notes = screen.getByRole('region', { name: texts.textWarningsTitle });
    expect(notes.textContent).toContain(message);
    expect(notes.textContent).toContain(texts.textWarningsHint);
    unmount();
    renderScreen(<OrderConfirmed order={{ orderNumber: 'KS-4823', email: 'ada@example.com', paidWithPlan: false }} />);
    expect(screen.queryByRole('region', { name: texts.textWarningsTitle })).toBeNull();
  });
});
