import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersEndpoints, type ReminderSettings } from '@shared/api/reminders-endpoints';
import { request, requestUrl } from '@/lib/api';

export const reminderSettingsQueryKey = [requestUrl(remindersEndpoints.settings)] as const;

/** Whether the signed-in account gets reminder e-mails. */
export function useReminderSettings() {
  return useQuery({
    queryKey: reminderSettingsQueryKey,
    queryFn: () => request(remindersEndpoints.settings),
    // An unsubscribe link opened in another tab may have turned them off since.
    refetchOnMount: 'always',
  });
}

/** Flips the switch at once; a refusal puts it back as the server has it. */
export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) => request(remindersEndpoints.updateSettings, { body: settings }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: reminderSettingsQueryKey });
      const before = queryClient.getQueryData<ReminderSettings>(reminderSettingsQueryKey);
      queryClient.setQueryData(reminderSettingsQueryKey, settings);
      return { before };
    },
    onError: (_error, _settings, context) => {
      queryClient.setQueryData(reminderSettingsQueryKey, context?.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryKey, saved),
  });
}
