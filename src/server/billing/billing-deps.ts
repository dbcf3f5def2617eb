import type { AppServices } from '../app-services.js';

/** `secret` signs invoice download links. */
export type BillingDeps = Pick<
  AppServices,
  'db' | 'clock' | 'processor' | 'mailer' | 'logger' | 'publicUrl' | 'secret'
>;
