import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/format-date';
import { cancelRenewalTexts as texts } from '@shared/reminder-texts';
import { paths } from '@shared/routes';
import { fakeServer } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { renderScreen } from '@/test-support/render-screen';
import PlanCancelRenewalPage from './plan-cancel-renewal';

const renewalDate = '2027-11-23T10:00:00.000Z';
const preview = { plan: 'essential', renewalDate, priceCents: 5700, cancelAtPeriodEnd: false };

function openPage() {
  return renderScreen(<PlanCancelRenewalPage />, {
    at: `${paths.planCancelRenewal}?token=sub-1%3A1.c2ln`,
    path: paths.planCancelRenewal,
  });
}

describe('the cancel page a renewal notice links to', () => {
  it('shows the plan, its date and amount, and cancels only when its button is pressed', async () => {
    const server = fakeServer({
      'GET /api/plan/renewal': { body: preview },
      'POST /api/plan/renewal/cancel': { body: { message: 'Cancelled', renewalDate } },
    });
    const { user } = openPage();
    expect(
      await screen.findByText(texts.description('Essential Plan', formatDate(renewalDate), '$57.00')),
    ).toBeTruthy();
    expect(server.requests('POST /api/plan/renewal/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByRole('heading', { name: texts.doneTitle })).toBeTruthy();
    expect(screen.getByText(texts.doneDescription(formatDate(renewalDate)))).toBeTruthy();
    expect(server.requests('POST /api/plan/renewal/cancel')).toHaveLength(1);
    expect(screen.getByRole('link', { name: texts.billingLink }).getAttribute('href')).toBe(paths.accountBilling);
  });

  it('says so when the renewal has already happened, and offers nothing to press', async () => {
    hushExpectedErrors();
    const server = fakeServer({
      'GET /api/plan/renewal': { status: 410, body: { error: texts.staleLink, code: 'GONE' } },
    });
    openPage();
    expect((await screen.findByRole('alert')).textContent).toBe(texts.staleLink);
    expect((screen.getByRole('button', { name: texts.confirm }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.requests('POST /api/plan/renewal/cancel')).toHaveLength(0);
  });
});
