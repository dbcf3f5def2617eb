import { accountEndpoints } from '@shared/api/account-endpoints';
import { requestUrl } from '@/lib/api';

/** Where one of the customer's orders is cached: its page reads it, actions on it write it. */
export function orderQueryKey(orderId: string) {
  return [requestUrl(accountEndpoints.order, { params: { orderId } })] as const;
}
