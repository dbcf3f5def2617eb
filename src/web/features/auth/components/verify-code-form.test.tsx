import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageResponse, TokenResponse, VerifyCodeResponse } from '@shared/api/auth';
import { authRules } from '@shared/auth-rules';
import { authMessages, authScreenTexts, authServerMessages, resendWaitMessage } from '@shared/messages';
import { paths } from '@shared/routes';
import { fakeServer } from '@/test-support/fake-fetch';
import { navigatedTo, renderScreen, toastText } from '@/test-support/render-screen';
import { VerifyCodeForm } from './verify-code-form';

const email = 'ada@example.com';
const box = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n} of ${authRules.codeLength}`);
const boxValues = () => Array.from({ length: authRules.codeLength }, (_, index) => box(index + 1).value).join('');
const submitButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: authScreenTexts.continueWithLoginCode });
const resendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: authScreenTexts.resendCode });
const verified = (isExistingUser: boolean) => ({
  body: { verified: true, isExistingUser } satisfies VerifyCodeResponse,
});
const refused = (error: string, status = 400) => ({ status, body: { error } });

function renderForm(kind: 'signup' | 'login' = 'signup') {
  return renderScreen(<VerifyCodeForm flow={{ kind, email }} />, { at: paths.authVerify });
}

describe('the code-entry form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes digits only, moves on box by box, and offers Continue once all six are there', async () => {
    fakeServer({});
    const { user } = renderForm();
    expect(submitButton().disabled).toBe(true);

    await user.click(box(1));
    await user.keyboard('1a2');
    expect(boxValues()).toBe('12');
    expect(document.activeElement).toBe(box(3));
    expect(submitButton().disabled).toBe(true);

    await user.keyboard('3456');
    expect(boxValues()).toBe('123456');
    expect(submitButton().disabled).toBe(false);
  });

  it('Backspace in an empty box clears the digit before it and steps back', async () => {
    fakeServer({});
    const { user } = renderForm();
    await user.click(box(1));
    await user.keyboard('12');
    await user.keyboard('{Backspace}');
    expect(boxValues()).toBe('1');
    expect(document.activeElement).toBe(box(2));
  });

  it('a pasted code fills every box from the first, wherever the caret was', async () => {
    fakeServer({});
    const { user } = renderForm();
    await user.click(box(4));
    await user.paste('Your code: 482 913');
    expect(boxValues()).toBe('482913');
    expect(submitButton().disabled).toBe(false);
  });

  it('a wrong code answered by the server shows Invalid Code and empties the boxes for another try', async () => {
    const server = fakeServer({ 'POST /api/auth/verify-code': refused(authMessages.invalidCode) });
    const { user } = renderForm();
    await user.click(box(1));
    await user.keyboard('000000');
    await user.click(submitButton());

    const toast = await toastText();
    expect(toast).toContain(authMessages.invalidCodeTitle);
    expect(toast).toContain(authMessages.invalidCode);
    expect(server.requests('POST /api/auth/verify-code')[0]?.json).toEqual({ email, code: '000000' });
    expect(boxValues()).toBe('');
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box(1));
    expect(submitButton().disabled).toBe(true);
    expect(screen.queryByTestId('elsewhere')).toBeNull();

    // Typing again takes the mark off.
    await user.keyboard('1');
    expect(box(1).hasAttribute('aria-invalid')).toBe(false);
  });

  it('locked out after too many wrong codes: says so, and a resent code starts over', async () => {
    const server = fakeServer({
      'POST /api/auth/verify-code': refused(authServerMessages.codeExhausted),
      'POST /api/auth/send-verification': { body: { isExistingUser: false, message: 'sent' } },
    });
    const { user } = renderForm('signup');
    await user.click(box(1));
    await user.keyboard('111111');
    await user.click(submitButton());
    expect(await toastText()).toContain(authServerMessages.codeExhausted);
    expect(box(1).getAttribute('aria-invalid')).toBe('true');

    await user.click(resendButton());
    await waitFor(async () => expect(await toastText()).toContain(authMessages.codeResent.description));
    expect(server.requests('POST /api/auth/send-verification')[0]?.json).toEqual({ email });
    expect(box(1).hasAttribute('aria-invalid')).toBe(false);
  });

  it('the right code for a new address continues to the profile step', async () => {
    fakeServer({ 'POST /api/auth/verify-code': verified(false) });
    const { user } = renderForm('signup');
    await user.click(box(1));
    await user.paste('123456');
    await user.click(submitButton());
    expect(await navigatedTo()).toBe(paths.authProfile);
  });

  it('the right code for a known address logs in and goes back to making a card', async () => {
    const token: TokenResponse = {
      token: 'token-1',
      user: { id: 'u1', email, firstName: 'Ada', lastName: 'Lovelace', role: 'customer' },
    };
    const server = fakeServer({
      'POST /api/auth/verify-code': verified(true),
      'POST /api/auth/complete-login': { body: token },
    });
    const { user } = renderForm('login');
    await user.click(box(1));
    await user.paste('123456');
    await user.click(submitButton());
    // Nothing of a card is stored in this tab yet, so the card starts at the upload step.
    expect(await navigatedTo()).toBe(paths.createUpload);
    expect(server.requests('POST /api/auth/complete-login')[0]?.json).toEqual({ email });
  });

  it('Resend waits out the cooldown with a visible countdown, then may be used again', async () => {
    // Only the clock is faked: the countdown reads Date.now() on a real interval.
    vi.useFakeTimers({ toFake: ['Date'] });
    const sentAt = new Date('2026-11-24T10:00:00Z').getTime();
    vi.setSystemTime(sentAt);
    const server = fakeServer({
      'POST /api/auth/send-login-code': { body: { message: 'sent' } satisfies MessageResponse },
    });
    const { user } = renderForm('login');
    expect(resendButton().disabled).toBe(false);

    await user.click(resendButton());
    expect(await screen.findByText(`in ${authRules.resendCooldownSeconds}s`)).toBeTruthy();
    expect(resendButton().disabled).toBe(true);
    expect(server.requests('POST /api/auth/send-login-code')).toHaveLength(1);

    vi.setSystemTime(sentAt + 45_000);
    expect(await screen.findByText(`in ${authRules.resendCooldownSeconds - 45}s`)).toBeTruthy();
    expect(resendButton().disabled).toBe(true);

    vi.setSystemTime(sentAt + authRules.resendCooldownSeconds * 1000);
    await waitFor(() => expect(resendButton().disabled).toBe(false));
    expect(screen.queryByText(/^in \d+s$/)).toBeNull();
  });

  it("a refused resend shows the server's reason and starts no countdown", async () => {
    fakeServer({ 'POST /api/auth/send-login-code': refused(resendWaitMessage(42), 429) });
    const { user } = renderForm('login');
    await user.click(resendButton());
    const toast = await toastText();
    expect(toast).toContain(authMessages.genericErrorTitle);
    expect(toast).toContain(resendWaitMessage(42));
    expect(resendButton().disabled).toBe(false);
  });
});
