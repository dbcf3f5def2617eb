import { describe, expect, it } from 'vitest';
import { readConfirmationLink, readResetToken } from './link-tokens';

describe('readConfirmationLink (/confirm-email fragment)', () => {
  it('reads a sign-up session from the fragment', () => {
    const link = readConfirmationLink(
      '#access_token=at&refresh_token=rt&expires_in=3600&expires_at=1900000000&token_type=bearer&type=signup',
    );
    expect(link).toEqual({
      ok: true,
      session: {
        access_token: 'at',
        refresh_token: 'rt',
        expires_in: 3600,
        expires_at: 1900000000,
        token_type: 'bearer',
      },
    });
  });

  it('acts only on sign-up links with both tokens', () => {
    expect(readConfirmationLink('#access_token=at&refresh_token=rt&type=recovery')).toEqual({
      ok: false,
      description: null,
    });
    expect(readConfirmationLink('#access_token=at&type=signup').ok).toBe(false);
    expect(readConfirmationLink('').ok).toBe(false);
  });

  it('reports the error a provider put in the fragment', () => {
    expect(readConfirmationLink('#error=access_denied&error_description=Link+expired')).toEqual({
      ok: false,
      description: 'Link expired',
    });
  });
});

describe('readResetToken (/reset-password)', () => {
  it('prefers the provider-style fragment token', () => {
    expect(readResetToken('#access_token=frag&type=recovery', '?token=query')).toEqual({
      token: 'frag',
      isSupabaseToken: true,
    });
  });

  it('falls back to the query token, and to nothing', () => {
    expect(readResetToken('', '?token=abc%2Bdef')).toEqual({ token: 'abc+def', isSupabaseToken: false });
    expect(readResetToken('', '')).toBeNull();
  });
});
