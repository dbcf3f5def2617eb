import { useCallback, useEffect, useRef, useState } from 'react';
import { authEndpoints } from '@shared/api/auth';
import { authMessages } from '@shared/messages';
import { paths } from '@shared/routes';
import { timings } from '@/config/timings';
import { ApiError, request } from '@/lib/api';
import { clearAuthToken } from '@/lib/auth/token';
import { confirmEmail } from '../api/confirm-email';
import { confirmationFragment, readConfirmationLink, readConfirmationToken } from '../lib/link-tokens';
import { clearSession, saveSession } from '@/lib/auth/session';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useSignIn } from './use-sign-in';

type ConfirmationState =
  | { status: 'ready' }
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'error'; message: string; detail: string | null };

/**
 * /confirm-email. The mailed link opens it with ?token=…, and nothing happens until the person
 * clicks: mail scanners fetch links, and a fetch must not use the link up. The click posts the
 * token; the answer is a session, handed to this page in the URL fragment as the spec describes
 * (a link in the provider style arrives with that fragment already). The session becomes the
 * signed-in one, the user is fetched with it, and after 2 s the visitor goes on to /create.
 */
export function useConfirmEmail(): { state: ConfirmationState; confirm: () => void } {
  const signIn = useSignIn();
  const navigateLater = useDelayedNavigate();
  const [token] = useState(() => readConfirmationToken(window.location.search));
  const [state, setState] = useState<ConfirmationState>(() => {
    if (token) return { status: 'ready' };
    const link = readConfirmationLink(window.location.hash);
    return link.ok
      ? { status: 'loading' }
      : { status: 'error', message: authMessages.invalidConfirmationLink, detail: link.description };
  });
  const started = useRef(false);

  const fail = useCallback((error: unknown) => {
    console.error('Email confirmation failed:', error);
    clearSession();
    clearAuthToken();
    const rejected = error instanceof ApiError && (error.status === 400 || error.status === 401);
    setState({
      status: 'error',
      message: rejected ? authMessages.invalidConfirmationLink : authMessages.confirmationError,
      detail: error instanceof ApiError && error.status === 400 ? error.message : null,
    });
  }, []);

  /** Reads the session from the fragment, then takes it out of the address bar and the history. */
  const takeFragmentSession = useCallback(async () => {
    const link = readConfirmationLink(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!link.ok) throw new Error('no session in the confirmation fragment');
    saveSession(link.session);
    const { user } = await request(authEndpoints.currentUser);
    await signIn({ session: link.session, user });
    setState({ status: 'success' });
    navigateLater(paths.create, timings.redirectAfterEmailConfirmMs);
  }, [navigateLater, signIn]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (token) {
      // The token is held in memory until the click; it should not stay in the address bar.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      return;
    }
    if (state.status !== 'loading') return;
    const run = async () => {
      try {
        await takeFragmentSession();
      } catch (error) {
        fail(error);
      }
    };
    void run();
  }, [token, state.status, takeFragmentSession, fail]);

  const confirm = useCallback(() => {
    if (!token) return;
    setState({ status: 'loading' });
    const run = async () => {
      const session = await confirmEmail({ token });
      window.history.replaceState(window.history.state, '', `${paths.confirmEmail}#${confirmationFragment(session)}`);
      await takeFragmentSession();
    };
    run().catch(fail);
  }, [token, takeFragmentSession, fail]);

  return { state, confirm };
}
