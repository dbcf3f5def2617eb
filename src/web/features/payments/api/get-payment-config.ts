import { useQuery } from '@tanstack/react-query';
import { paymentConfigSchema, type PaymentConfig } from '@shared/api/orders';
import { apiFetch, readJson } from '@/lib/api';

export const paymentConfigQueryKey = ['/api/payments/config'] as const;

/** GET /api/payments/config: which processor takes cards ('local' by default, or Stripe with its key). */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  return paymentConfigSchema.parse(await readJson(await apiFetch(paymentConfigQueryKey[0])));
}

export function usePaymentConfig() {
  return useQuery({ queryKey: paymentConfigQueryKey, queryFn: getPaymentConfig });
}
