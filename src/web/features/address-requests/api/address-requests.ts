import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addressRequestEndpoints,
  type AddressAnswer,
  type AddressRequestInput,
  type CreatedAddressRequest,
} from '@shared/api/address-requests';
import { request } from '@/lib/api';

export const pendingRequestsQueryKey = [addressRequestEndpoints.list.path] as const;

/** The customer's links still waiting to be filled in. */
export function usePendingAddressRequests() {
  return useQuery({
    queryKey: pendingRequestsQueryKey,
    queryFn: async () => (await request(addressRequestEndpoints.list)).requests,
  });
}

export function useCreateAddressRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressRequestInput): Promise<CreatedAddressRequest> =>
      request(addressRequestEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingRequestsQueryKey }),
  });
}

export function useRevokeAddressRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await request(addressRequestEndpoints.revoke, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingRequestsQueryKey }),
  });
}

/**
 * The public page's look at its link. Asked once: a refusal (used, expired) will not change by
 * asking again, and each ask counts against the visitor's limit.
 */
export function useAddressRequestView(token: string) {
  return useQuery({
    queryKey: [addressRequestEndpoints.view.path, token],
    queryFn: () => request(addressRequestEndpoints.view, { params: { token } }),
    retry: false,
  });
}

export function useAnswerAddressRequest(token: string) {
  return useMutation({
    mutationFn: (body: AddressAnswer) => request(addressRequestEndpoints.answer, { params: { token }, body }),
  });
}
