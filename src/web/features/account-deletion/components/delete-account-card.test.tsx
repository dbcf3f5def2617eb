import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountDeletionMessages, accountDeletionScreenTexts as texts } from '@shared/account-deletion-texts';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { fakeServer } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { navigatedTo, renderScreen } from '@/test-support/render-screen';
import { DeleteAccountCard } from './delete-account-card';

const email = 'ada@example.com';

function open() {
  localStorage.setItem(localKeys.authToken, 'token-1');
  return renderScreen(<DeleteAccountCard email={email} />, { at: paths.account });
}

describe('the Delete my account control', () => {
  it('asks for the e-mail address again, then deletes, signs out and goes home', async () => {
    const server = fakeServer({ 'DELETE /api/account': { status: 204 } });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: texts.start }));
    await user.type(screen.getByLabelText(texts.confirmLabel), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByText(accountDeletionMessages.emailMismatch)).toBeTruthy();
    expect(server.requests('DELETE /api/account')).toHaveLength(0);

    await user.clear(screen.getByLabelText(texts.confirmLabel));
    await user.type(screen.getByLabelText(texts.confirmLabel), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await navigatedTo()).toBe(paths.home);
    expect(server.requests('DELETE /api/account')[0]?.json).toEqual({ email: 'Ada@Example.com' });
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
  });

  it("shows the server's reason when it cannot delete yet", async () => {
    hushExpectedErrors();
    fakeServer({
      'DELETE /api/account': { status: 409, body: { error: accountDeletionMessages.livePlan, code: 'CONFLICT' } },
    });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: texts.start }));
    await user.type(screen.getByLabelText(texts.confirmLabel), email);
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByText(accountDeletionMessages.livePlan)).toBeTruthy();
    expect(localStorage.getItem(localKeys.authToken)).toBe('token-1');
  });
});
