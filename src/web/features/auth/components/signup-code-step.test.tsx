import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SendVerificationResponse, VerifyCodeResponse } from '@shared/api/auth';
import { authRules } from '@shared/auth-rules';
import { authMessages, authScreenTexts, authServerMessages, resendWaitMessage } from '@shared/messages';
import { paths } from '@shared/routes';
import { fakeServer } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { renderScreen, toastText } from '@/test-support/render-screen';
import { SignupCodeStep } from './signup-code-step';

const email = 'grace@example.com';
const codeField = () => screen.getByLabelText<HTMLInputElement>('Verification code');
const verifyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: authScreenTexts.verifyCode });
const resendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: authScreenTexts.resendCode });

function renderStep() {
  const onVerified = vi.fn();
  const view = renderScreen(<SignupCodeStep email={email} onVerified={onVerified} />, { at: paths.signup });
  return { ...view, onVerified };
}

describe('the sign-up code step', () => {
  it('keeps only digits, and Verify Code waits for all six', async () => {
    fakeServer({});
    const { user } = renderStep();
    expect(verifyButton().disabled).toBe(true);
    await user.type(codeField(), '123 45');
    expect(codeField().value).toBe('12345');
    expect(verifyButton().disabled).toBe(true);
    await user.type(codeField(), 'x67');
    expect(codeField().value).toBe('123456');
    expect(verifyButton().disabled).toBe(false);
  });

  it('a code the server refuses is explained under the field, and the step stays', async () => {
    hushExpectedErrors();
    fakeServer({ 'POST /api/auth/verify-code': { status: 400, body: { error: authServerMessages.codeExhausted } } });
    const { user, onVerified } = renderStep();
    await user.type(codeField(), '000000');
    await user.click(verifyButton());
    expect((await screen.findByRole('alert')).textContent).toBe(authServerMessages.codeExhausted);
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('the right code moves on to the next step', async () => {
    const server = fakeServer({
      'POST /api/auth/verify-code': { body: { verified: true, isExistingUser: false } satisfies VerifyCodeResponse },
    });
    const { user, onVerified } = renderStep();
    await user.type(codeField(), '424242');
    await user.click(verifyButton());
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(server.requests('POST /api/auth/verify-code')[0]?.json).toEqual({ email, code: '424242' });
  });

  it('Resend sends a new code, empties the field and counts down', async () => {
    fakeServer({
      'POST /api/auth/send-verification': {
        body: { isExistingUser: false, message: 'sent' } satisfies SendVerificationResponse,
      },
    });
    const { user } = renderStep();
    await user.type(codeField(), '123');
    await user.click(resendButton());
    expect(await toastText()).toContain(authMessages.codeResent.title);
    expect(codeField().value).toBe('');
    expect(screen.getByText(`in ${authRules.resendCooldownSeconds}s`)).toBeTruthy();
    expect(resendButton().disabled).toBe(true);
  });

  it("a refused resend shows the server's reason under the field", async () => {
    hushExpectedErrors();
    fakeServer({ 'POST /api/auth/send-verification': { status: 429, body: { error: resendWaitMessage(30) } } });
    const { user } = renderStep();
    await user.click(resendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(resendWaitMessage(30));
    expect(resendButton().disabled).toBe(false);
  });
});
