import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { unsubscribeTexts as texts } from '@shared/reminder-texts';
import { paths } from '@shared/routes';
import { fakeServer } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { renderScreen } from '@/test-support/render-screen';
import RemindersUnsubscribePage from './reminders-unsubscribe';
import PlanCancelRenewalPage from './plan-cancel-renewal';

const token = 'user-1.c2lnbmF0dXJl';

function openAt(page: 'unsubscribe' | 'cancel', query: string) {
  const path = page === 'unsubscribe' ? paths.remindersUnsubscribe : paths.planCancelRenewal;
  const ui = page === 'unsubscribe' ? <RemindersUnsubscribePage /> : <PlanCancelRenewalPage />;
  return renderScreen(ui, { at: `${path}${query}`, path });
}

/** The addresses fetch was called with, so a test can see the token went along. */
const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));

describe('the unsubscribe page a reminder links to', () => {
  it('changes nothing when opened, and turns reminders off only when its button is pressed', async () => {
    const server = fakeServer({
      'POST /api/reminders/unsubscribe': { body: { message: texts.unsubscribed, remindersEnabled: false } },
    });
    const { user } = openAt('unsubscribe', `?token=${encodeURIComponent(token)}`);
    expect(screen.getByRole('heading', { name: texts.title })).toBeTruthy();
    expect(server.requests('POST /api/reminders/unsubscribe')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByRole('heading', { name: texts.doneTitle })).toBeTruthy();
    expect(server.requests('POST /api/reminders/unsubscribe')).toHaveLength(1);
    expect(fetchedUrls()).toContain(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
    const account = screen.getByRole('link', { name: texts.accountLink });
    expect(account.getAttribute('href')).toBe(paths.account);
  });

  it("shows the server's message for a link it refuses", async () => {
    hushExpectedErrors();
    fakeServer({
      'POST /api/reminders/unsubscribe': { status: 400, body: { error: texts.invalidLink, code: 'BAD_REQUEST' } },
    });
    const { user } = openAt('unsubscribe', '?token=forged');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.invalidLink);
    expect(screen.queryByRole('heading', { name: texts.doneTitle })).toBeNull();
  });

  it('says a link without a token is not valid, and offers no button to press', () => {
    const server = fakeServer({});
    openAt('unsubscribe', '');
    expect(screen.getByRole('alert').textContent).toBe(texts.invalidLink);
    expect((screen.getByRole('button', { name: texts.confirm }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.requests('POST /api/reminders/unsubscribe')).toHaveLength(0);
  });
});
