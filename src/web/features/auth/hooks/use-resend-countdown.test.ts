import { describe, expect, it } from 'vitest';
import { secondsUntilResend } from './use-resend-countdown';

describe('secondsUntilResend (the 60 s resend countdown)', () => {
  const sentAt = 1_000_000;

  it('counts down from 60 seconds after a code was sent', () => {
    expect(secondsUntilResend(sentAt, sentAt)).toBe(60);
    expect(secondsUntilResend(sentAt, sentAt + 15_400)).toBe(45);
    expect(secondsUntilResend(sentAt, sentAt + 60_000)).toBe(0);
  });

  it('allows a resend when no send is known, and never waits longer than 60 s', () => {
    expect(secondsUntilResend(null, sentAt)).toBe(0);
    expect(secondsUntilResend(sentAt + 500_000, sentAt)).toBe(60);
  });
});
