import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * A signed link's token. Left optional and unchecked here, so a missing or mangled one gets the
 * page's own clear message rather than a schema error.
 */
export const signedLinkQuerySchema = z.object({ token: z.string().max(1000).optional() });

export const reminderSettingsSchema = z.object({ remindersEnabled: z.boolean() });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Reminder e-mails (issue 19): the signed-in switch, and the one-click unsubscribe link. */
export const remindersEndpoints = {
  settings: endpoint({ method: 'GET', path: '/api/user/reminders', response: reminderSettingsSchema }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/api/user/reminders',
    body: reminderSettingsSchema,
    response: reminderSettingsSchema,
  }),
  /**
   * RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` (form-encoded) here, and
   * the unsubscribe page POSTs with no body. No sign-in: the signed token is the proof.
   */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/reminders/unsubscribe',
    query: signedLinkQuerySchema,
    response: z.object({ message: z.string(), remindersEnabled: z.literal(false) }),
  }),
};
