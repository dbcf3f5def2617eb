/**
 * What Stripe appends to the return address after a redirect (payment_intent,
 * payment_intent_client_secret, redirect_status), read as the outcome to show.
 */
export type RedirectResult = 'succeeded' | 'processing' | 'failed' | 'none';

export function readRedirectResult(search: URLSearchParams): RedirectResult {
  if (!search.get('payment_intent')) return 'none';
  const status = search.get('redirect_status');
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing' || status === 'pending') return 'processing';
  return 'failed';
}
