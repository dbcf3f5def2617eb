import { signInStorageKeys } from '@shared/stored-sign-in';

/**
 * Every name this app stores under. Browsers already hold items under these names, so a
 * renamed key silently forgets them: change a value only together with a migration.
 * Light imports only, so the landing page can read the sign-in keys without the API client.
 * The sign-in's own keys are shared: the script that reads them before the first paint is
 * hashed by the server's Content-Security-Policy.
 * The card-creation items are `creationSessionKeys` in shared/creation-session.ts, beside the
 * schemas of what they hold (the order payload carries them to the server).
 */
export const localKeys = {
  ...signInStorageKeys,
  /** This browser's random key for uploads made before signing in (claimed at sign-in). */
  uploadClientKey: 'keepsake.uploadClientKey',
} as const;

export const sessionKeys = {
  /** Where a signed-out visitor was headed before being sent to sign in. */
  returnTo: 'returnTo',
  signupEmail: 'signup_email',
  loginEmail: 'login_email',
  /** When the last code was sent, so the resend countdown survives a reload. */
  codeSentAt: 'keepsake.codeSentAt',
  /** An order placed but not yet paid, kept for the pending-payment page. */
  pendingOrder: 'pendingOrder',
} as const;
