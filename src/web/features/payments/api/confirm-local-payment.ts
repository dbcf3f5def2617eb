import { paymentIntentStatusSchema, type LocalConfirmRequest } from '@shared/api/orders';
import { ApiError, apiRequest, readJson } from '@/lib/api';
import type { PaymentOutcome } from '../lib/card-payment';

/**
 * POST /api/payments/local/confirm: the local processor's stand-in for Stripe's confirmation.
 * A refusal (402 declined, 409 no longer payable, 400 bad card) comes back as a failed outcome
 * with the server's provider-style message; anything else is an unexpected error and throws.
 */
export async function confirmLocalPayment(request: LocalConfirmRequest): Promise<PaymentOutcome> {
  try {
    const status = paymentIntentStatusSchema.parse(
      await readJson(await apiRequest('POST', '/api/payments/local/confirm', request)),
    );
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
