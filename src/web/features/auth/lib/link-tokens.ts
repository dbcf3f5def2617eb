/**
 * Tokens arrive in links from e-mails. The provider style puts them in the URL fragment, which
 * browsers never send to a server; our own reset links use ?token=.
 */
function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

type ConfirmationLink =
  | {
      ok: true;
      session: {
        access_token: string;
        refresh_token: string;
        expires_in: number;
        expires_at: number;
        token_type: string;
      };
    }
  | { ok: false; description: string | null };

/** /confirm-email#access_token=…&refresh_token=…&expires_in=…&expires_at=…&token_type=bearer&type=signup */
export function readConfirmationLink(hash: string): ConfirmationLink {
  const params = fragmentParams(hash);
  const errorDescription = params.get('error_description');
  if (params.get('error') || errorDescription) return { ok: false, description: errorDescription };
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  // Only a sign-up confirmation is acted on; any other link type is not ours to use here.
  if (params.get('type') !== 'signup' || !accessToken || !refreshToken) return { ok: false, description: null };
  const expiresIn = Number(params.get('expires_in'));
  const expiresAtParam = Number(params.get('expires_at'));
  const validExpiresIn = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600;
  const expiresAt =
    Number.isFinite(expiresAtParam) && expiresAtParam > 0
      ? expiresAtParam
      : Math.floor(Date.now() / 1000) + validExpiresIn;
  return {
    ok: true,
    session: {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: validExpiresIn,
      expires_at: expiresAt,
      token_type: params.get('token_type') ?? 'bearer',
    },
  };
}

/** /confirm-email?token=…: the mailed link, before the person has clicked to confirm. */
export function readConfirmationToken(search: string): string | null {
  return new URLSearchParams(search).get('token') || null;
}

/** The session as /confirm-email reads it from the fragment (the spec's hand-over). */
export function confirmationFragment(session: {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
}): string {
  return new URLSearchParams({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    token_type: session.token_type,
    type: 'signup',
  }).toString();
}

/** /reset-password#access_token=… (provider style) or /reset-password?token=… (ours). */
export function readResetToken(hash: string, search: string): { token: string; isSupabaseToken: boolean } | null {
  const fromFragment = fragmentParams(hash).get('access_token');
  if (fromFragment) return { token: fromFragment, isSupabaseToken: true };
  const fromQuery = new URLSearchParams(search).get('token');
  if (fromQuery) return { token: fromQuery, isSupabaseToken: false };
  return null;
}
