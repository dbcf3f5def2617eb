import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Occasion, OccasionInput } from '@shared/api/occasions';
import { occasionEndpoints } from '@shared/api/occasions-endpoints';
import { request } from '@/lib/api';

export const occasionsQueryKey = [occasionEndpoints.listAll.path] as const;

/** Every occasion in the address book, in one request however many people it holds. */
export function useAllOccasions() {
  return useQuery({ queryKey: occasionsQueryKey, queryFn: () => request(occasionEndpoints.listAll) });
}

/** Every change re-reads the list: the server works out each occasion's next date. */
function useOccasionMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: occasionsQueryKey }) });
}

export function useAddOccasion() {
  return useOccasionMutation(
    async ({ recipientId, body }: { recipientId: string; body: OccasionInput }): Promise<Occasion> =>
      (await request(occasionEndpoints.create, { params: { id: recipientId }, body })).occasion,
  );
}

export function useUpdateOccasion() {
  return useOccasionMutation(
    async ({ occasion, body }: { occasion: Occasion; body: OccasionInput }): Promise<Occasion> =>
      (
        await request(occasionEndpoints.update, {
          params: { id: occasion.recipientId, occasionId: occasion.id },
          body,
        })
      ).occasion,
  );
}

export function useDeleteOccasion() {
  return useOccasionMutation(async (occasion: Occasion): Promise<void> => {
    await request(occasionEndpoints.remove, { params: { id: occasion.recipientId, occasionId: occasion.id } });
  });
}
