import { orderServerMessages } from '@shared/checkout-messages';
import { ApiError } from '@/lib/api';

/**
 * What a refused POST /api/create-payment-intent means on the pending-payment page: the order
 * is gone (unpaid orders expire after a day, so the page shows No Order Found), it was paid
 * meanwhile (another tab, a late webhook), or payment could not be set up.
 */
export function intentRefusal(error: unknown): 'no-order' | 'paid' | 'setup-error' {
  if (!(error instanceof ApiError)) return 'setup-error';
  if (error.status === 404 && error.message === orderServerMessages.orderNotFound) return 'no-order';
  if (error.status === 409 && error.message === orderServerMessages.alreadyPaid) return 'paid';
  return 'setup-error';
}
