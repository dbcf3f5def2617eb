import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recipient, RecipientInput, RecipientUpdate } from '@shared/api/recipients';
import { recipientEndpoints } from '@shared/api/recipients-endpoints';
import { request } from '@/lib/api';

export const recipientsQueryKey = [recipientEndpoints.list.path] as const;

/** The signed-in customer's recipients, by name, with how many the book may hold. */
export function useRecipients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: recipientsQueryKey,
    queryFn: () => request(recipientEndpoints.list),
    enabled,
  });
}

/** Every change re-reads the list: the server decides the order and the stored form of each address. */
function useRecipientMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientsQueryKey }),
  });
}

export function useAddRecipient() {
  return useRecipientMutation(
    async (body: RecipientInput): Promise<Recipient> => (await request(recipientEndpoints.create, { body })).recipient,
  );
}

export function useUpdateRecipient() {
  return useRecipientMutation(
    async ({ id, body }: { id: string; body: RecipientUpdate }): Promise<Recipient> =>
      (await request(recipientEndpoints.update, { params: { id }, body })).recipient,
  );
}

export function useDeleteRecipient() {
  return useRecipientMutation(async (id: string): Promise<void> => {
    await request(recipientEndpoints.remove, { params: { id } });
  });
}
