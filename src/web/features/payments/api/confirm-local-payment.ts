import type { LocalConfirmRequest } from '@shared/api/orders';
import { ordersEndpoints } from '@shared/api/orders-endpoints';
import { ApiError, request } from '@/lib/api';
import type { PaymentOutcome } from '../lib/card-payment';

/**
 * The local processor's stand-in for Stripe's confirmation.
 * A refusal (402 declined, 409 no longer payable, 400 bad card) comes back as a failed outcome
 * with the server's provider-style message; anything else is an unexpected error and throws.
 */
export async function confirmLocalPayment(card: LocalConfirmRequest): Promise<PaymentOutcome> {
  try {
    const status = await request(ordersEndpoints.localConfirm, { body: card });
    return status.status === 'succeeded' || status.status === 'processing'
      ? { status: 'succeeded' }
      : { status: 'failed', message: status.error };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { status: 'failed', message: error.message };
    }
    throw error;
  }
}
