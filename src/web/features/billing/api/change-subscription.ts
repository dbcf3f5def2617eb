import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingResponse } from '@shared/api/account';
import { billingEndpoints } from '@shared/api/billing-endpoints';
import { request } from '@/lib/api';
import { billingQueryKey } from './get-billing';
import { subscriptionQueryKey } from './get-subscription';

type Change = 'cancel' | 'reactivate';

/** Cancel or reactivate: answers the plan's new state (404 no plan, 409 wrong state). */
export function changeSubscription(change: Change) {
  return request(change === 'cancel' ? billingEndpoints.cancel : billingEndpoints.reactivate);
}

/** The billing page shows the answered state at once; the account's summary is fetched again. */
export function useChangeSubscription(change: Change) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => changeSubscription(change),
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData<BillingResponse>(billingQueryKey, (billing) =>
        billing ? { ...billing, subscription } : billing,
      );
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
