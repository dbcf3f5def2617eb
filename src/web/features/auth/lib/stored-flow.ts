import { flowKeys, readFlowItem } from './flow-storage';

export interface StoredFlow {
  kind: 'signup' | 'login';
  email: string;
}

/** The flow in progress in this tab, from the e-mail that /auth/email or /login stored. */
export function readStoredFlow(): StoredFlow | null {
  const signupEmail = readFlowItem(flowKeys.signupEmail);
  if (signupEmail) return { kind: 'signup', email: signupEmail };
  const loginEmail = readFlowItem(flowKeys.loginEmail);
  if (loginEmail) return { kind: 'login', email: loginEmail };
  return null;
}
