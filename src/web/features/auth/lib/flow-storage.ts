import { creationSessionKeys } from '@shared/creation-session';
import { sessionStore } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/**
 * Session-storage items of the sign-in flows. The names are the spec's, so a
 * reload or a second tab of the same flow finds them.
 */
export const flowKeys = {
  signupEmail: sessionKeys.signupEmail,
  loginEmail: sessionKeys.loginEmail,
  uploadedFile: creationSessionKeys.uploadedFile,
  contextData: creationSessionKeys.contextData,
  codeSentAt: sessionKeys.codeSentAt,
} as const;

type FlowKey = (typeof flowKeys)[keyof typeof flowKeys];

export function readFlowItem(key: FlowKey): string | null {
  return sessionStore.read(key);
}

export function writeFlowItem(key: FlowKey, value: string): void {
  try {
    sessionStore.write(key, value);
  } catch (error) {
    // Blocked storage (some private modes): the flow still works until the next reload.
    console.error('Session storage is unavailable:', error);
  }
}

export function removeFlowItem(key: FlowKey): void {
  sessionStore.remove(key);
}

/** Starts a sign-up (signup_email) or a login (login_email); the other flow's e-mail goes. */
export function startFlow(kind: 'signup' | 'login', email: string): void {
  writeFlowItem(kind === 'signup' ? flowKeys.signupEmail : flowKeys.loginEmail, email);
  removeFlowItem(kind === 'signup' ? flowKeys.loginEmail : flowKeys.signupEmail);
  markCodeSent();
}

export function markCodeSent(now: number = Date.now()): void {
  writeFlowItem(flowKeys.codeSentAt, String(now));
}

export function codeSentAt(): number | null {
  const value = Number(readFlowItem(flowKeys.codeSentAt));
  return Number.isFinite(value) && value > 0 ? value : null;
}
