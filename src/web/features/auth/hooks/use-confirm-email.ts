import { useEffect, useRef, useState } from 'react';
import type { CurrentUserResponse } from '@shared/api/user';
import { authMessages } from '@shared/messages';
import { paths } from '@shared/routes';
import { timings } from '@/config/timings';
import { ApiError, apiFetch, readJson } from '@/lib/api';
import { clearAuthToken } from '@/lib/auth-token';
import { readConfirmationLink } from '../lib/link-tokens';
import { clearSession, saveSession } from '../lib/provider-session';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useSignIn } from './use-sign-in';

export type ConfirmationState =
  { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string; detail: string | null };

/**
 * /confirm-email: the link's fragment carries a session (spec section 2). It becomes the signed-in
 * session, the user is fetched with it, and after 2 s the visitor goes on to /create.
 */
export function useConfirmEmail(): ConfirmationState {
  const signIn = useSignIn();
  const navigateLater = useDelayedNavigate();
  const [link] = useState(() => readConfirmationLink(window.location.hash));
  const [state, setState] = useState<ConfirmationState>(() =>
    link.ok
      ? { status: 'loading' }
      : { status: 'error', message: authMessages.invalidConfirmationLink, detail: link.description },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!link.ok || started.current) return;
    started.current = true;
    // The tokens must not stay in the address bar, the history or a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const confirm = async () => {
      try {
        saveSession(link.session);
        const { user } = await readJson<CurrentUserResponse>(await apiFetch('/api/auth/user'));
        await signIn({ session: link.session, user });
        setState({ status: 'success' });
        navigateLater(paths.create, timings.redirectAfterEmailConfirmMs);
      } catch (error) {
        console.error('Email confirmation failed:', error);
        clearSession();
        clearAuthToken();
        const rejected = error instanceof ApiError && error.status === 401;
        setState({
          status: 'error',
          message: rejected ? authMessages.invalidConfirmationLink : authMessages.confirmationError,
          detail: null,
        });
      }
    };
    void confirm();
  }, [link, navigateLater, signIn]);

  return state;
}
