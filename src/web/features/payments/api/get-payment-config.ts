import { useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@shared/api/orders';
import { ordersEndpoints } from '@shared/api/orders-endpoints';
import { request, requestUrl } from '@/lib/api';

export const paymentConfigQueryKey = [requestUrl(ordersEndpoints.paymentConfig)] as const;

/** Which processor takes cards ('local' by default, or Stripe with its key). */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  return request(ordersEndpoints.paymentConfig);
}

export function usePaymentConfig() {
  return useQuery({ queryKey: paymentConfigQueryKey, queryFn: getPaymentConfig });
}
