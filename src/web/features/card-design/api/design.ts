import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { designViewSchema, type ChangeDesignRequest, type DesignView } from '@shared/api/card-design';
import { apiFetch, apiRequest, readJson } from '@/lib/api';

const designPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/design`;
export const designQueryKey = (orderId: string, token: string | null) => [designPath(orderId), token] as const;

/** GET /api/orders/:orderId/design, with the e-mail's link token when there is one. */
export async function fetchDesign(orderId: string, token: string | null): Promise<DesignView> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return designViewSchema.parse(await readJson<unknown>(await apiFetch(`${designPath(orderId)}${query}`)));
}

/** The design; checked every 3 s while a new preview is being made, and never otherwise. */
export function useDesign(orderId: string, token: string | null) {
  return useQuery({
    queryKey: designQueryKey(orderId, token),
    queryFn: () => fetchDesign(orderId, token),
    refetchInterval: (query) => (query.state.data?.rendering ? 3000 : false),
  });
}

function useDesignAction<T>(orderId: string, token: string | null, action: 'approve' | 'change') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) =>
      designViewSchema.parse(
        await readJson<unknown>(
          await apiRequest('POST', `${designPath(orderId)}/${action}`, { ...body, ...(token ? { token } : {}) }),
        ),
      ),
    onSuccess: (view) => client.setQueryData(designQueryKey(orderId, token), view),
  });
}

/** POST /api/orders/:orderId/design/picture: a new memory for a card whose picture could not be read. */
export function useReplacePicture(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('memory', file, file.name);
      const response = await apiFetch(`${designPath(orderId)}/picture`, { method: 'POST', body });
      return designViewSchema.parse(await readJson<unknown>(response));
    },
    onSuccess: (view) => client.setQueryData(designQueryKey(orderId, null), view),
  });
}

export function useApproveDesign(orderId: string, token: string | null) {
  return useDesignAction<Record<string, never>>(orderId, token, 'approve');
}

export function useRequestDesignChange(orderId: string, token: string | null) {
  return useDesignAction<Omit<ChangeDesignRequest, 'token'>>(orderId, token, 'change');
}
