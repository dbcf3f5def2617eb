import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeDesignRequest, DesignView, ReplacePictureRequest } from '@shared/api/card-design';
import { cardDesignEndpoints } from '@shared/api/card-design-endpoints';
import { apiRequest, readJson, request, requestUrl } from '@/lib/api';

export const designQueryKey = (orderId: string, token: string | null) =>
  [requestUrl(cardDesignEndpoints.design, { params: { orderId }, query: {} }), token] as const;

/** GET /api/orders/:orderId/design, with the e-mail's link token when there is one. */
export async function fetchDesign(orderId: string, token: string | null): Promise<DesignView> {
  return request(cardDesignEndpoints.design, { params: { orderId }, query: token ? { token } : {} });
}

/** The design; checked every 3 s while a new preview is being made, and never otherwise. */
export function useDesign(orderId: string, token: string | null) {
  return useQuery({
    queryKey: designQueryKey(orderId, token),
    queryFn: () => fetchDesign(orderId, token),
    refetchInterval: (query) => (query.state.data?.rendering ? 3000 : false),
  });
}

/** An approval or a change answers with the design as it now is: it replaces the cached one. */
function useSaveDesignView(orderId: string, token: string | null) {
  const client = useQueryClient();
  return (view: DesignView) => client.setQueryData(designQueryKey(orderId, token), view);
}

/**
 * POST /api/orders/:orderId/design/picture: a new memory for a card whose picture could not be
 * read, named by its finished resumable upload (JSON, no file).
 */
export function useReplacePicture(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReplacePictureRequest) => {
      const contract = cardDesignEndpoints.replacePicture;
      const response = await apiRequest(contract.method, requestUrl(contract, { params: { orderId } }), body);
      return contract.response.parse(await readJson<unknown>(response));
    },
    onSuccess: (view) => client.setQueryData(designQueryKey(orderId, null), view),
  });
}

export function useApproveDesign(orderId: string, token: string | null) {
  return useMutation({
    mutationFn: (body: Record<string, never>) =>
      request(cardDesignEndpoints.approve, { params: { orderId }, body: { ...body, ...(token ? { token } : {}) } }),
    onSuccess: useSaveDesignView(orderId, token),
  });
}

export function useRequestDesignChange(orderId: string, token: string | null) {
  return useMutation({
    mutationFn: (body: Omit<ChangeDesignRequest, 'token'>) =>
      request(cardDesignEndpoints.change, { params: { orderId }, body: { ...body, ...(token ? { token } : {}) } }),
    onSuccess: useSaveDesignView(orderId, token),
  });
}
