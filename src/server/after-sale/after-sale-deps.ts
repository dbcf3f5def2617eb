import type { AppServices } from '../app-services.js';

/** Refunds (processor), the order views (secret, clock) and the admins' notice (mailer, adminEmails). */
export type AfterSaleDeps = Pick<
  AppServices,
  'db' | 'clock' | 'processor' | 'logger' | 'mailer' | 'publicUrl' | 'secret' | 'adminEmails'
>;
