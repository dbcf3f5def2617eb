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

/** `onApproved` lets the page around the design update what else the approval changed (the order's status). */
export function useApproveDesign(orderId: string, token: string | null, onApproved?: (view: DesignView) => void) {
  const save = useSaveDesignView(orderId, token);
  return useMutation({
    mutationFn: (body: Record<string, never>) =>
      request(cardDesignEndpoints.approve, { params: { orderId }, body: { ...body, ...(token ? { token } : {}) } }),
    onSuccess: (view) => {
      save(view);
      onApproved?.(view);
    },
  });
}

/**
 * `onChanged` runs here rather than as a callback of `mutate`: the saved answer (rendering)
 * replaces the form that sent it, and callbacks of `mutate` are dropped once it unmounts.
 */
export function useRequestDesignChange(orderId: string, token: string | null, onChanged?: (view: DesignView) => void) {
  const client = useQueryClient();
  const save = useSaveDesignView(orderId, token);
  return useMutation({
    mutationFn: (body: Omit<ChangeDesignRequest, 'token'>) =>
      request(cardDesignEndpoints.change, { params: { orderId }, body: { ...body, ...(token ? { token } : {}) } }),
    onSuccess: (view) => {
      // The page moves on to the new preview's link; it finds the design already there.
      if (view.nextToken) client.setQueryData(designQueryKey(orderId, view.nextToken), view);
      onChanged?.(view);
      save(view);
    },
  });
}
